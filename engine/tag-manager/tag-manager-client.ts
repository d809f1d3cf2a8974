/** Google's Tag Manager API v2; GOOGLE_TAG_MANAGER_API_URL points it elsewhere (tests). */
export const TAG_MANAGER_API_URL = 'https://tagmanager.googleapis.com/tagmanager/v2';

/** The scopes of the Tag Manager consent: edit the container, make a version, publish it. */
export const TAG_MANAGER_SCOPES = [
  'https://www.googleapis.com/auth/tagmanager.edit.containers',
  'https://www.googleapis.com/auth/tagmanager.edit.containerversions',
  'https://www.googleapis.com/auth/tagmanager.publish',
] as const;

/** A template, boolean or integer parameter of a tag or a condition (GTM's Parameter, flat). */
export interface GtmParameter {
  type: 'template' | 'boolean' | 'integer';
  key: string;
  value: string;
}

export interface GtmCondition {
  type: 'contains' | 'equals' | 'startsWith' | 'matchRegex';
  parameter: GtmParameter[];
}

export interface GtmAccount {
  path: string;
  accountId: string;
  name: string;
}

export interface GtmContainer {
  path: string;
  accountId: string;
  containerId: string;
  name: string;
  /** GTM-XXXX, as the site's snippet names it. */
  publicId: string;
  usageContext?: string[];
}

export interface GtmWorkspace {
  path: string;
  workspaceId: string;
  name: string;
  description?: string;
}

export interface GtmTrigger {
  path?: string;
  triggerId?: string;
  name: string;
  type: string;
  filter?: GtmCondition[];
}

export interface GtmTag {
  path?: string;
  tagId?: string;
  name: string;
  type: string;
  parameter?: GtmParameter[];
  firingTriggerId?: string[];
  notes?: string;
}

export interface GtmContainerVersion {
  path: string;
  containerVersionId: string;
  name?: string;
}

export interface CreateVersionResponse {
  containerVersion?: GtmContainerVersion;
  syncStatus?: { mergeConflict?: boolean; syncError?: boolean };
  compilerError?: boolean;
  newWorkspacePath?: string;
}

export interface PublishResponse {
  containerVersion?: GtmContainerVersion;
  compilerError?: boolean;
}

/**
 * A refusal from the Tag Manager API: the HTTP status, Google's status name (PERMISSION_DENIED,
 * NOT_FOUND, FAILED_PRECONDITION, …) and its message, which may name ids but never a token.
 */
export class TagManagerApiError extends Error {
  constructor(
    readonly what: string,
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'TagManagerApiError';
  }
}

const TIMEOUT_MS = 20_000;

/**
 * The few Tag Manager API v2 calls AdPilot makes, over fetch with a bearer token from `accessToken`
 * (asked again for every call: the OAuth client keeps nothing, and a publish is a handful of calls).
 */
export class TagManagerClient {
  constructor(
    private readonly accessToken: () => Promise<string>,
    private readonly baseUrl: string = TAG_MANAGER_API_URL,
  ) {}

  async listAccounts(): Promise<GtmAccount[]> {
    return (await this.request<{ account?: GtmAccount[] }>('list accounts', 'GET', 'accounts')).account ?? [];
  }

  async listContainers(accountPath: string): Promise<GtmContainer[]> {
    return (await this.request<{ container?: GtmContainer[] }>('list containers', 'GET', `${accountPath}/containers`)).container ?? [];
  }

  async getContainer(containerPath: string): Promise<GtmContainer> {
    return this.request<GtmContainer>('read the container', 'GET', containerPath);
  }

  async listWorkspaces(containerPath: string): Promise<GtmWorkspace[]> {
    return (await this.request<{ workspace?: GtmWorkspace[] }>('list workspaces', 'GET', `${containerPath}/workspaces`)).workspace ?? [];
  }

  createWorkspace(containerPath: string, workspace: { name: string; description: string }): Promise<GtmWorkspace> {
    return this.request<GtmWorkspace>('create a workspace', 'POST', `${containerPath}/workspaces`, workspace);
  }

  async listTriggers(workspacePath: string): Promise<GtmTrigger[]> {
    return (await this.request<{ trigger?: GtmTrigger[] }>('list triggers', 'GET', `${workspacePath}/triggers`)).trigger ?? [];
  }

  createTrigger(workspacePath: string, trigger: GtmTrigger): Promise<GtmTrigger> {
    return this.request<GtmTrigger>('create the trigger', 'POST', `${workspacePath}/triggers`, trigger);
  }

  /** Replaces the trigger (PUT): the owner gave another thank-you page. */
  updateTrigger(triggerPath: string, trigger: GtmTrigger): Promise<GtmTrigger> {
    return this.request<GtmTrigger>('update the trigger', 'PUT', triggerPath, trigger);
  }

  async listTags(workspacePath: string): Promise<GtmTag[]> {
    return (await this.request<{ tag?: GtmTag[] }>('list tags', 'GET', `${workspacePath}/tags`)).tag ?? [];
  }

  createTag(workspacePath: string, tag: GtmTag): Promise<GtmTag> {
    return this.request<GtmTag>('create the tag', 'POST', `${workspacePath}/tags`, tag);
  }

  /** Replaces the tag (PUT): the conversion id or label changed since it was made. */
  updateTag(tagPath: string, tag: GtmTag): Promise<GtmTag> {
    return this.request<GtmTag>('update the tag', 'PUT', tagPath, tag);
  }

  createVersion(workspacePath: string, options: { name: string; notes: string }): Promise<CreateVersionResponse> {
    return this.request<CreateVersionResponse>('create a container version', 'POST', `${workspacePath}:create_version`, options);
  }

  publishVersion(versionPath: string): Promise<PublishResponse> {
    return this.request<PublishResponse>('publish the version', 'POST', `${versionPath}:publish`);
  }

  private async request<T>(what: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new TagManagerApiError(what, 0, 'UNREACHABLE', 'Google Tag Manager could not be reached');
    }
    const json = (await response.json().catch(() => ({}))) as { error?: { code?: number; status?: string; message?: string } };
    if (!response.ok) {
      const reason = typeof json.error?.status === 'string' ? json.error.status.replace(/[^A-Z_]/g, '') : String(response.status);
      const message = typeof json.error?.message === 'string' ? json.error.message.slice(0, 300) : `HTTP ${response.status}`;
      throw new TagManagerApiError(what, response.status, reason, message);
    }
    return json as T;
  }
}

/** The numbers of an `accounts/1/containers/2` path, checked: ids only, so nothing else reaches a URL. */
export function containerPath(accountId: string, containerId: string): string {
  if (!/^\d{1,20}$/.test(accountId) || !/^\d{1,20}$/.test(containerId)) throw new Error('Tag Manager ids are digits');
  return `accounts/${accountId}/containers/${containerId}`;
}
