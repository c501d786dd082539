import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** An invite link's code, offered as one click: the player need not find the code field and JOIN GAME. */
export function InviteOffer({ code, disabled, onJoin }: { code: string; disabled: boolean; onJoin: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" variant="outlined" disabled={disabled} onClick={onJoin}>
          Join this game
        </Button>
      }
    >
      You are invited to the game {code}.
    </Alert>
  );
}
