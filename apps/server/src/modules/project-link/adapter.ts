import type { project } from '@zhuyun/contracts';

/** How an adapter reaches the external system: the unit's configuration (link_config). */
export interface LinkConnection {
  system_name: string;
  base_url: string | null;
  app_key: string | null;
  app_secret: string | null;
}

/** A project of the external system, as an adapter answers it. */
export interface ExternalProject {
  external_project_id: string;
  project_code: string;
  project_name: string;
  address: string | null;
  start_date: string | null;
  end_date: string | null;
  section_count: number;
}

/** A construction section of an external project: what a sync writes into the project's own sections. */
export interface ExternalSection {
  external_id: string;
  construction_name: string;
  construction_range: string | null;
  construction_unit: string | null;
  start_date: string | null;
  end_date: string | null;
  progress: number;
}

/**
 * One external project system. The platform talks to every system through this interface only; an adapter for a
 * real system (HTTP, its own signing) implements the same three reads and is added to ADAPTERS beside the built-in one.
 */
export interface ExternalProjectAdapter {
  readonly adapter: project.LinkAdapter;
  listProjects(connection: LinkConnection, query: { search?: string; offset: number; limit: number }): Promise<{ rows: ExternalProject[]; total: number }>;
  getProject(connection: LinkConnection, externalId: string): Promise<ExternalProject | null>;
  getSections(connection: LinkConnection, externalId: string): Promise<ExternalSection[]>;
}
