import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { SidebarMenuButton, toast } from '@export-portal/shared-ui';
import { useSupabase } from '@export-portal/shared-auth';

export function SignOutButton() {
  const supabase = useSupabase();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    const { error } = await supabase.auth.signOut();
    setPending(false);
    if (error) {
      toast.error('Sign Out Failed', { description: error.message });
      return;
    }
    toast.success('Signed Out', { description: 'You have been successfully signed out' });
    navigate('/auth', { replace: true });
  };

  return (
    <SidebarMenuButton onClick={signOut} disabled={pending} aria-busy={pending || undefined} tooltip="Sign Out">
      <LogOut aria-hidden="true" />
      <span>Sign Out</span>
    </SidebarMenuButton>
  );
}
