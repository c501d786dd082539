// The remote's ./HowToPlay module: the shell's game page opens it before a board is on screen.
import { howToPlayPanel } from '@tabletop/board-kit';
import { GUIDE } from './guide';

export default howToPlayPanel(GUIDE);
