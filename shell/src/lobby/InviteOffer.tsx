import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { watchRoute } from '../watch/watch-route';
import { inviteFailureText, joinRefusalText, lookUpInvite } from './invite-lookup';

/** The one button of an offer, sized for the alert's action slot. */
const OFFER_BUTTON = { color: 'inherit', size: 'small', variant: 'outlined', sx: { whiteSpace: 'nowrap' } } as const;

interface InviteOfferProps {
  code: string;
  /** The name of a game by its url, for an invite to another game than this page's. */
  gameName: (url: string) => string;
  disabled: boolean;
  /** Why the join this offered was refused, in the lobby's words; null while nothing was refused. */
  refusal: string | null;
  onJoin: (gameUrl: string) => void;
}

/**
 * An invite link's code, looked up and offered as one click: `Join this game` at a table waiting for players, `Watch`
 * for a game already under way, and one answer, `No open game with that code`, when it leads nowhere.
 */
export function InviteOffer({ code, gameName, disabled, refusal, onJoin }: InviteOfferProps) {
  const invite = useQuery({ queryKey: ['invite', code], queryFn: () => lookUpInvite(code), retry: false });

  if (invite.status === 'pending')
    return <CircularProgress size={24} aria-label="Looking up the invite" sx={{ mx: 'auto' }} />;
  if (invite.status === 'error') return <Alert severity="warning">{inviteFailureText(invite.error)}</Alert>;
  const found = invite.data;
  if (found.status === 'seated') return null;
  if (found.status === 'playing') {
    return (
      <Alert
        severity="info"
        action={
          <Button {...OFFER_BUTTON} component={Link} to={watchRoute(found.game, found.code)}>
            Watch
          </Button>
        }
      >
        The game {found.code} ({gameName(found.game)}) has started without you. You can watch it.
      </Alert>
    );
  }
  if (refusal) return <Alert severity="warning">{joinRefusalText(refusal)}</Alert>;
  return (
    <Alert
      severity="info"
      action={
        <Button {...OFFER_BUTTON} disabled={disabled} onClick={() => onJoin(found.game)}>
          Join this game
        </Button>
      }
    >
      {found.host} invites you to {gameName(found.game)} (game {found.code}, {found.seated} seated).
    </Alert>
  );
}
