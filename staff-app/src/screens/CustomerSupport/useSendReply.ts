import { useDataMutation } from '@export-portal/shared-auth';
import { sendReply, supportMessageList } from '../../data/support';

/** 'Reply sent successfully!' or 'Failed to send reply.'; messages and tiles reload either way. */
export function useSendReply() {
  return useDataMutation({ action: 'reply', write: sendReply, invalidates: [supportMessageList.keys] });
}
