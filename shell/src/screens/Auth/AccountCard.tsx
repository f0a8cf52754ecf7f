import { useId } from 'react';
import styled from 'styled-components';
import { LogIn, UserPlus } from 'lucide-react';
import { SignInForm, SignUpForm, type SignInCredentials } from '@export-portal/shared-auth/forms';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@export-portal/shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@export-portal/shared-ui/tabs';

const FullWidthTabs = styled(TabsList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-self: stretch;

  & > button {
    justify-content: center;
  }
`;

export type AccountTab = 'sign-in' | 'sign-up';

export interface AccountCardProps {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  /** A login to fill the Sign In form with, e.g. one chosen on the Demo Access card. */
  signInFill: SignInCredentials | null;
}

/** Signing in and signing up, side by side as tabs. */
export function AccountCard({ tab, onTabChange, signInFill }: AccountCardProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Welcome
        </CardTitle>
        <CardDescription>Sign in to your account, or create one to follow your vehicles and shipments.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AccountTab)}>
          <FullWidthTabs>
            <TabsTrigger value="sign-in">
              <LogIn aria-hidden="true" />
              Sign In
            </TabsTrigger>
            <TabsTrigger value="sign-up">
              <UserPlus aria-hidden="true" />
              Sign Up
            </TabsTrigger>
          </FullWidthTabs>
          <TabsContent value="sign-in">
            <SignInForm fill={signInFill} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
