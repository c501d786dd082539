import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify } from '../notify/NotifyContext';
import { copyText } from './copy-text';
import { inviteLink } from './invite';

export const COPIED_CODE_MESSAGE = 'Code copied';
export const COPIED_LINK_MESSAGE = 'Invite link copied';
export const COPY_FAILED_MESSAGE = 'Could not copy; select the text and copy it yourself';

interface InviteShareProps {
  gameUrl: string;
  code: string;
}

/** The invite: the code and a link that opens this game with the code filled in, each with a copy button. */
export function InviteShare({ gameUrl, code }: InviteShareProps) {
  const { notify } = useNotify();
  const link = inviteLink(window.location.origin, gameUrl, code);

  async function copy(text: string, copied: string) {
    if (await copyText(text)) notify(copied, 'success');
    else notify(COPY_FAILED_MESSAGE);
  }

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography role="status" sx={{ fontSize: '1.1rem' }}>
          Invite with code: <strong>{code}</strong>
        </Typography>
        <Tooltip title="Copy code">
          <IconButton aria-label="Copy code" onClick={() => void copy(code, COPIED_CODE_MESSAGE)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', maxWidth: '100%' }}>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', overflowWrap: 'anywhere', userSelect: 'all', minWidth: 0 }}
        >
          {link}
        </Typography>
        <Tooltip title="Copy invite link">
          <IconButton aria-label="Copy invite link" onClick={() => void copy(link, COPIED_LINK_MESSAGE)}>
            <LinkIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
