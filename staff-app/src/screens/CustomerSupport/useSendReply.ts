import { deliveryNote } from '@export-portal/shared-domain/conversations';
import { useDataMutation } from '@export-portal/shared-auth';
import { sendReply, supportMessageList } from '../../data/support';

/** 'Reply sent successfully!' (and whether it is queued for e-mail) or 'Failed to send reply.'; messages and tiles reload either way. */
export function useSendReply() {
  return useDataMutation({ action: 'reply', write: sendReply, describeSuccess: deliveryNote, invalidates: [supportMessageList.keys] });
}
