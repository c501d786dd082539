import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OpenTable } from '@tabletop/protocol';
import { useId } from 'react';
import type { CatalogueGame } from '../games/catalogue';
import { ageLabel, type HeldTables } from './open-tables-query';
import { useNow } from './use-now';

const AGE_TICK_MS = 30_000;

interface OpenTablesCardProps {
  tables: HeldTables | undefined;
  status: 'pending' | 'error' | 'success';
  games: readonly CatalogueGame[];
  /** The code of the player's own table, shown without Join. */
  myCode: string | null;
  /** No Join while the player sits elsewhere or a seat is being taken. */
  busy: boolean;
  /** The code being joined. */
  joining: string | null;
  onJoin: (table: OpenTable) => void;
}

/** The public tables waiting for players, live: each with its game, host, seats and age, and Join. */
export function OpenTablesCard({ tables, status, games, myCode, busy, joining, onJoin }: OpenTablesCardProps) {
  const titleId = useId();
  const now = useNow(AGE_TICK_MS);
  const nameOf = (url: string) => games.find((game) => game.url === url)?.displayText ?? url;
  const waited = (table: OpenTable) =>
    table.ageSeconds + Math.max(0, Math.floor((now - (tables?.receivedAt ?? now)) / 1000));

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Open tables
        </Typography>
        {status === 'pending' && <CircularProgress size={24} aria-label="Loading the open tables" sx={{ mt: 1 }} />}
        {status === 'error' && !tables && (
          <Typography sx={{ color: 'text.secondary' }}>The open tables could not be loaded.</Typography>
        )}
        {tables && tables.tables.length === 0 && (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            No open tables right now. Press Play now to open one.
          </Typography>
        )}
        {tables && tables.tables.length > 0 && (
          <List aria-labelledby={titleId} dense>
            {tables.tables.map((table) => (
              <ListItem
                key={table.code}
                divider
                secondaryAction={
                  table.code === myCode ? (
                    <Typography variant="body2">Your table</Typography>
                  ) : (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onJoin(table)}
                      aria-describedby={`${titleId}-${table.code}`}
                    >
                      {joining === table.code ? <CircularProgress size={16} aria-label="Joining" /> : 'Join'}
                    </Button>
                  )
                }
              >
                <ListItemText
                  id={`${titleId}-${table.code}`}
                  primary={`${nameOf(table.game)} · ${table.host}`}
                  secondary={`${table.seated}/${table.seats} seats · ${ageLabel(waited(table))}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
