import type { UploadOptions } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import type { FormMode, MutationHook, SaveDraft } from './types';

/**
 * The form's save from the generated add and update mutation hooks: `argOf` builds the request
 * (multipart or JSON) from the draft. A failure rejects with HttpError, as the client does.
 */
export function saveHook<A, D>(
  useAdd: MutationHook<A>,
  useUpdate: MutationHook<A>,
  argOf: (draft: D, mode: FormMode, upload: UploadOptions) => A,
) {
  return function useSave(): SaveDraft<D> {
    const [add] = useAdd();
    const [update] = useUpdate();
    return (mode, draft, upload) =>
      settle((mode === 'add' ? add : update)(argOf(draft, mode, upload)));
  };
}
