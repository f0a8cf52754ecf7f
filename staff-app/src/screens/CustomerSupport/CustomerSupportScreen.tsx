import { lazy, useState } from 'react';
import { listFrame, useListParams, useLiveTable } from '@export-portal/shared-auth';
import { CallLogButton, NewMessageButton } from '@export-portal/shared-records/conversations';
import type { CustomerChooser } from '@export-portal/shared-records/customer-picker';
import type { SupportMessage } from '@export-portal/shared-domain';
import { LiveStatus, Screen, RECORD_CARD_MIN_WIDTH_PX } from '@export-portal/shared-ui';
import { SearchableList } from '@export-portal/shared-ui/lists';
import { ExportCsvButton } from '@export-portal/shared-records/csv-export';
import { MessageCard, messageColumns } from './MessageCard';
import { ReplyDialog } from './ReplyDialog';
import { SupportTiles } from './SupportTiles';
import { supportMessageList } from '../../data/support';

const NO_FILTERS = {};

// The picker downloads with the first New Message or Call Log opened, as their forms do, not with the screen.
const CustomerChoice = lazy(() => import('./CustomerChoice').then((module) => ({ default: module.CustomerChoice })));
const chooseCustomer: CustomerChooser = (field) => <CustomerChoice {...field} />;

/** Customer Support: the desk's figures, every message newest first, Mark as Read, Reply and each customer's thread; New Message and Call Log. */
export function CustomerSupportScreen() {
  const params = useListParams<Record<never, string>>(NO_FILTERS);
  const query = supportMessageList.useList(params.request);
  // The messages and the Unread and Today's Messages tiles all read communications.
  const live = useLiveTable('communications', { invalidates: [supportMessageList.keys.all] });
  const [replyingTo, setReplyingTo] = useState<SupportMessage | null>(null);
  const columns = messageColumns(setReplyingTo);
  return (
    <Screen
      actions={
        <>
          <LiveStatus state={live} />
          <CallLogButton chooseCustomer={chooseCustomer} />
          <NewMessageButton chooseCustomer={chooseCustomer} />
        </>
      }
    >
      <SupportTiles />
      <SearchableList
        label="Messages"
        noun={['message', 'messages']}
        searchLabel="Search messages by text, subject, customer name, company or e-mail"
        {...listFrame(params, query)}
        emptyText="No communications found matching your search."
        getKey={(message) => message.id}
        renderRow={(message) => <MessageCard message={message} onReply={setReplyingTo} />}
        columns={columns}
        minCardWidthPx={RECORD_CARD_MIN_WIDTH_PX}
        estimatedCardHeightPx={300}
        actions={
          <ExportCsvButton list={supportMessageList} request={params.request} columns={columns} subject="messages" disabled={!query.data?.total} />
        }
      />
      <ReplyDialog message={replyingTo} onClose={() => setReplyingTo(null)} />
    </Screen>
  );
}
