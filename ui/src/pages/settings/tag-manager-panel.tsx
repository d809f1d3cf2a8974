import { Badge, Box, Button, Callout, Flex, Select, Spinner, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl, NAVIGATION_PATHS } from '../../../../schema/api/paths';
import type {
  DisconnectTagManagerResponse,
  PublishConversionTagRequest,
  PublishConversionTagResponse,
  TagManagerContainersResponse,
  TagManagerStatus,
} from '../../../../schema/api/tag-manager';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';

const STATUS_KEY = [apiUrl('getTagManagerStatus')] as const;
const CONTAINERS_KEY = [apiUrl('listTagManagerContainers')] as const;

function ContainerPublisher({ status }: { status: TagManagerStatus }) {
  const queryClient = useQueryClient();
  const containers = useQuery<TagManagerContainersResponse>({ queryKey: CONTAINERS_KEY, retry: false });
  const [chosen, setChosen] = useState<string | undefined>();
  const [thankYouPath, setThankYouPath] = useState(status.lastPublish?.thankYouPath ?? '/thank-you');
  const list = containers.data?.containers ?? [];
  // The owner's choice; else the only container; else the one the last publish went to.
  const selected =
    list.find((container) => `${container.accountId}/${container.containerId}` === chosen) ??
    (list.length === 1 ? list[0] : list.find((container) => container.publicId === status.lastPublish?.containerPublicId));
  const publish = useMutation({
    mutationFn: async (request: PublishConversionTagRequest) =>
      (await (await apiRequest('POST', apiUrl('publishConversionTag'), request)).json()) as PublishConversionTagResponse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
  const disconnect = useMutation({
    mutationFn: async () => (await (await apiRequest('POST', apiUrl('disconnectTagManager'), {})).json()) as DisconnectTagManagerResponse,
    onSuccess: (answer) => queryClient.setQueryData(STATUS_KEY, answer.status),
  });

  if (containers.isLoading) return <Spinner />;
  if (containers.isError) {
    return (
      <Callout.Root color="red" data-testid="text-gtm-containers-error">
        <Callout.Text>{userMessage(containers.error, 'Your Tag Manager containers could not be read. Please try again.')}</Callout.Text>
      </Callout.Root>
    );
  }
  if (list.length === 0) {
    return (
      <Text as="p" size="2" color="gray" data-testid="text-gtm-no-containers">
        Your Google account has no web container in Tag Manager. Create one at tagmanager.google.com, put its snippet on your site, then come back.
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3">
        <Box flexGrow="1">
          <Text as="label" size="2" weight="medium" htmlFor="select-gtm-container">
            Container
          </Text>
          <Select.Root value={selected ? `${selected.accountId}/${selected.containerId}` : undefined} onValueChange={setChosen}>
            <Select.Trigger id="select-gtm-container" placeholder="Choose your container" style={{ width: '100%' }} data-testid="select-gtm-container" />
            <Select.Content>
              {list.map((container) => (
                <Select.Item key={`${container.accountId}/${container.containerId}`} value={`${container.accountId}/${container.containerId}`}>
                  {`${container.publicId} · ${container.name} (${container.accountName})`}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Box>
        <Box flexGrow="1">
          <Text as="label" size="2" weight="medium" htmlFor="input-thank-you-path">
            Thank-you page
          </Text>
          <TextField.Root
            id="input-thank-you-path"
            value={thankYouPath}
            onChange={(event) => setThankYouPath(event.target.value)}
            placeholder="/thank-you"
            data-testid="input-thank-you-path"
          />
        </Box>
      </Flex>
      <Text as="p" size="1" color="gray">
        The page people see after they contact you. The tag fires on every page whose address contains it.
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          disabled={!selected || publish.isPending}
          loading={publish.isPending}
          data-testid="button-gtm-publish"
          onClick={() => selected && publish.mutate({ accountId: selected.accountId, containerId: selected.containerId, thankYouPath })}
        >
          Publish conversion tag
        </Button>
        <Button variant="ghost" color="gray" disabled={disconnect.isPending} data-testid="button-gtm-disconnect" onClick={() => disconnect.mutate()}>
          Disconnect Tag Manager
        </Button>
      </Flex>
      {publish.data && (
        <Callout.Root color="green" data-testid="text-gtm-published">
          <Callout.Text>
            {publish.data.message} It counts a conversion on pages whose address contains <code>{publish.data.thankYouPath}</code>.
          </Callout.Text>
        </Callout.Root>
      )}
      {publish.isError && (
        <Callout.Root color="red" data-testid="text-gtm-publish-error">
          <Callout.Text>{userMessage(publish.error, 'The tag could not be published. Please try again.')}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}

/**
 * "Set up with Google Tag Manager": after a separate consent, AdPilot creates the Google Ads
 * conversion tag and its thank-you page trigger in the owner's container and publishes it
 * (engine/tag-manager/). Demo mode says it needs a Google connection.
 */
export function TagManagerPanel() {
  const status = useQuery<TagManagerStatus>({ queryKey: STATUS_KEY });
  // Where the consent ended (/settings?tagManagerStep=failed&error=…), read once.
  const [returnError] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return params.get('tagManagerStep') === 'failed' ? params.get('error') : null;
  });
  const data = status.data;
  return (
    <Box data-testid="panel-tag-manager" id="conversion-tracking">
      <Flex justify="between" align="center" gap="2" wrap="wrap" mb="2">
        <Text as="p" size="2" weight="medium">
          Set up with Google Tag Manager
        </Text>
        {data?.lastPublish && (
          <Badge color="green" data-testid="text-gtm-last-publish">
            {`Published version ${data.lastPublish.versionId} in container ${data.lastPublish.containerPublicId}`}
          </Badge>
        )}
      </Flex>
      {returnError && (
        <Callout.Root color="red" mb="3" data-testid="text-gtm-connect-error">
          <Callout.Text>{returnError}</Callout.Text>
        </Callout.Root>
      )}
      {!data ? (
        <Spinner />
      ) : !data.available ? (
        <Text as="p" size="2" color="gray" data-testid="text-gtm-needs-google">
          If your site loads Google Tag Manager, AdPilot can add the conversion tag to your container and publish it for you. That needs a Google
          connection, which demo mode does not have.
        </Text>
      ) : !data.googleAdsReady ? (
        <Text as="p" size="2" color="gray" data-testid="text-gtm-needs-ads">
          Connect Google Ads first: the tag AdPilot publishes counts conversions for your account.
        </Text>
      ) : !data.connected ? (
        <Flex direction="column" gap="2" align="start">
          <Text as="p" size="2" color="gray">
            If your site loads Google Tag Manager, AdPilot can create the Google Ads conversion tag and its trigger in your container and publish it.
            Google asks you to allow AdPilot to edit, version and publish your containers.
          </Text>
          <Button asChild variant="soft" data-testid="button-gtm-connect">
            <a href={NAVIGATION_PATHS.tagManagerAuthStart}>Connect Google Tag Manager</a>
          </Button>
        </Flex>
      ) : (
        <ContainerPublisher status={data} />
      )}
    </Box>
  );
}
