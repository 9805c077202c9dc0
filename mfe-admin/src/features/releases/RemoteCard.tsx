import { useId, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { Button, REMOTES, type RemoteRelease, type RemoteReleases } from 'shared-contracts';
import { RELEASE_HEALTH } from 'shared-contracts/release-rules';
import { formatDateTime } from '../../shared/format';
import { Section } from '../../shared/Section';
import { ConfirmReleaseDialog } from './ConfirmReleaseDialog';
import { HealthFacts } from './HealthFacts';
import { HistoryTable } from './HistoryTable';
import { ACTION_TEXT, type PendingAction, type ReleaseActionKind } from './release-actions';
import { autoRollbackOf, liveSince, versionLabel } from './release-view';
import { RELEASE_TEXT } from './texts';
import { useReleaseAction } from './use-release-action';
import { VersionsTable } from './VersionsTable';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  margin-bottom: 16px;
  && h2 {
    margin: 0;
    font-size: 24px;
  }
`;

const RemoteId = styled.code`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Alert = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 14px;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** Live and canary side by side where there is room, stacked on phones and narrow tablets. */
const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: 16px;
  margin-bottom: 24px;
`;

const Panel = styled.div<{ $tone?: 'canary' }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  padding: 16px 18px;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'canary' ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => ($tone === 'canary' ? theme.colors.accentSoft : theme.colors.surface)};
  h3 {
    margin: 0;
    font-size: 20px;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: auto;
  padding-top: 4px;
  ${({ theme }) => theme.media.mobile} {
    button {
      flex: 1 1 0;
    }
  }
`;

const Subheading = styled.h3`
  margin: 24px 0 10px;
  font-size: 18px;
`;

/** 'since 5 Mar 2026, 14:05 by Admin', or what is known of it. */
function SinceLine({ at, by }: { at: string | null; by: string | null }) {
  if (!at && !by) return <Meta>{RELEASE_TEXT.siteBuild}</Meta>;
  return (
    <Meta>
      {at && (
        <>
          {RELEASE_TEXT.since} <time dateTime={at}>{formatDateTime(at)}</time>
        </>
      )}
      {at && by && ' '}
      {by && RELEASE_TEXT.by(by)}
    </Meta>
  );
}

const NO_REPORTS = { mounts: 0, loadFailures: 0, renderErrors: 0, failureRate: 0 };

/** One remote: what is live, its canary, its versions with their actions, and its history. */
export function RemoteCard({ entry }: { entry: RemoteReleases }) {
  const headingId = useId();
  const versionsId = useId();
  const historyId = useId();
  const pkg = REMOTES[entry.remote]?.package ?? entry.remote;
  const { run, busy } = useReleaseAction();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const live = versionLabel(entry.live.version);
  const healthOf = (version: string) =>
    entry.releases.find((release) => release.version === version)?.health ?? NO_REPORTS;
  const canary = entry.canary;
  const autoRollback = autoRollbackOf(entry.history);

  const ask = (kind: ReleaseActionKind, version: string, percent?: number) =>
    setPending({
      kind,
      remote: entry.remote,
      pkg,
      version,
      label: versionLabel(version),
      live,
      percent,
    });
  // On the running canary's own row, Start canary changes its share: the dialog starts from it.
  const askFor = (kind: ReleaseActionKind, release: RemoteRelease) =>
    ask(
      kind,
      release.version,
      kind === 'canary' && canary?.version === release.version ? canary.percent : undefined,
    );

  // The dialog closes once the server answered; the toast tells how it went.
  const confirm = async (percent?: number) => {
    if (!pending) return;
    await run(pending, percent);
    setPending(null);
  };

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{pkg}</h2>
        <RemoteId>{entry.remote}</RemoteId>
      </Head>
      {autoRollback && (
        <Alert role="alert">
          <TriangleAlert size={18} aria-hidden="true" />
          <span>
            {RELEASE_TEXT.autoRollback(versionLabel(autoRollback.version), autoRollback.note)}
          </span>
        </Alert>
      )}
      <Panels>
        <Panel>
          <h3>{RELEASE_TEXT.live(live)}</h3>
          <SinceLine {...liveSince(entry)} />
          <Meta>{RELEASE_TEXT.healthWindow(RELEASE_HEALTH.windowMinutes)}</Meta>
          <HealthFacts health={healthOf(entry.live.version)} />
        </Panel>
        {canary ? (
          <Panel $tone="canary">
            <h3>{RELEASE_TEXT.canary(versionLabel(canary.version), canary.percent)}</h3>
            <Meta>
              {RELEASE_TEXT.started}{' '}
              <time dateTime={canary.startedAt}>{formatDateTime(canary.startedAt)}</time>{' '}
              {RELEASE_TEXT.by(canary.startedBy)}
            </Meta>
            <HealthFacts health={healthOf(canary.version)} />
            <PanelActions>
              <Button
                type="button"
                $small
                disabled={busy}
                onClick={() => ask('promote', canary.version)}
              >
                {ACTION_TEXT.promote.button}
              </Button>
              <Button
                type="button"
                $small
                $variant="ghost"
                disabled={busy}
                onClick={() => ask('abort', canary.version)}
              >
                {ACTION_TEXT.abort.button}
              </Button>
            </PanelActions>
          </Panel>
        ) : (
          <Panel>
            <h3>{RELEASE_TEXT.canaryTitle}</h3>
            <Meta>{RELEASE_TEXT.noCanary}</Meta>
          </Panel>
        )}
      </Panels>
      <Subheading id={versionsId}>{RELEASE_TEXT.versions}</Subheading>
      <VersionsTable
        entry={entry}
        pkg={pkg}
        labelledBy={versionsId}
        busy={busy}
        onAction={askFor}
      />
      <Subheading id={historyId}>{RELEASE_TEXT.history}</Subheading>
      <HistoryTable events={entry.history} pkg={pkg} labelledBy={historyId} />
      {pending && (
        <ConfirmReleaseDialog
          action={pending}
          saving={busy}
          onClose={() => setPending(null)}
          onConfirm={confirm}
        />
      )}
    </Section>
  );
}
