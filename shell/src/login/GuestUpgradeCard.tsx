import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { upgradeGuest } from '../auth/auth-api';
import { CredentialFields } from './CredentialFields';
import { useCredentialsForm } from './use-credentials-form';

/** Offered to guests: registering keeps their id, games and scores (the guest's token goes with the request). */
export function GuestUpgradeCard() {
  const { form, onSubmit, notice } = useCredentialsForm(upgradeGuest);
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 400, textAlign: 'left' }}>
      <CardContent component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <Typography>You are playing as a guest. Register to keep your games and scores.</Typography>
          <CredentialFields form={form} mode="register" />
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            REGISTER
          </Button>
          {notice && (
            <Alert severity="error" role="alert">
              {notice}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
