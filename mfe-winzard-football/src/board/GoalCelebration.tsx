import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { PAWNS, type GoalAnimation } from '../rules';
import { PawnToken } from './Tokens';
import type { PlayerView } from './view-model';

const pop = keyframes`
  0% { transform: scale(0.2) rotate(-12deg); opacity: 0; }
  60% { transform: scale(1.15) rotate(4deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
`;
const dance = keyframes`
  0%, 100% { transform: translateY(0) rotate(-10deg); }
  25% { transform: translateY(-30%) rotate(0deg); }
  50% { transform: translateY(0) rotate(10deg); }
  75% { transform: translateY(-30%) rotate(0deg); }
`;
const fall = keyframes`
  0% { transform: translateY(-20%) rotate(0); opacity: 1; }
  100% { transform: translateY(520%) rotate(540deg); opacity: 0; }
`;

const CONFETTI = ['#ffeb3b', '#ff5252', '#40c4ff', '#69f0ae', '#ffffff', '#ff9100', '#e040fb', '#ffd740'];

/** The "dance": a GOAL! banner over the court while the scorer's pawns jump about (the banner alone when motion is reduced). */
export function GoalCelebration({ goal, scorer }: { goal: GoalAnimation; scorer: PlayerView | undefined }) {
  const side = scorer?.side ?? 'left';
  const title = goal.ownGoal ? 'OWN GOAL!' : 'GOAL!';
  const who = scorer ? `${scorer.player.name} scores` : 'Goal';
  const noMotion = { '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 } };
  return (
    <Box
      role="status"
      aria-label={`${title} ${who}`}
      data-animation={goal.name}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 10,
        borderRadius: { xs: 2, sm: 3 },
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        background: 'radial-gradient(circle, rgba(0, 0, 0, 0.35) 0%, rgba(0, 0, 0, 0.78) 75%)',
        containerType: 'inline-size',
      }}
    >
      {CONFETTI.flatMap((color, i) =>
        [0, 1].map((row) => (
          <Box
            key={`${i}-${row}`}
            aria-hidden
            sx={{
              position: 'absolute',
              top: '-8%',
              left: `${6 + i * 12 + row * 5}%`,
              width: 10,
              height: 16,
              borderRadius: '2px',
              bgcolor: color,
              animation: `${fall} ${1.6 + (i % 3) * 0.3}s ${row * 0.5 + (i % 4) * 0.12}s linear infinite`,
              '@media (prefers-reduced-motion: reduce)': { display: 'none' },
            }}
          />
        )),
      )}
      <Typography
        component="p"
        sx={{
          fontSize: goal.ownGoal ? 'min(11cqi, 5rem)' : 'min(16cqi, 6.5rem)',
          whiteSpace: 'nowrap',
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '0.04em',
          color: '#ffeb3b',
          WebkitTextStroke: '2px #3e2700',
          textShadow: '0 6px 0 #e65100, 0 10px 24px rgba(0,0,0,0.6)',
          animation: `${pop} 600ms cubic-bezier(.2,1.6,.4,1) both`,
          ...noMotion,
        }}
      >
        {title}
      </Typography>
      <Typography
        sx={{ color: '#fff', fontWeight: 800, fontSize: 'clamp(1rem, 4vw, 1.5rem)', textShadow: '0 2px 4px #000' }}
      >
        {who}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, width: 'min(60%, 280px)', mt: 1 }} aria-hidden>
        {[PAWNS[side].keeper, PAWNS[side].field].map((pawn, i) => (
          <Box
            key={pawn}
            sx={{
              flex: 1,
              animation: `${dance} 700ms ${i * 180}ms ease-in-out infinite`,
              ...noMotion,
            }}
          >
            <PawnToken pawn={pawn} side={side} keeper={i === 0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
