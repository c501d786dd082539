import { createRoot } from 'react-dom/client';
import { HarnessApp } from './HarnessApp';

const container = document.getElementById('root');
if (container) createRoot(container).render(<HarnessApp />);
