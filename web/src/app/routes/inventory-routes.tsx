import type { RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';
import { RequireRole } from '../../features/dashboard/components/require-role';

/** Equipment detail tabs: notes (default), tasks, history (spec 001 §2), and readings (decision 165). */
const equipmentTabs: RouteObject[] = [
  {
    index: true,
    element: page(() => import('../../features/notes/components/notes-tab'), 'NotesTab', {
      kind: 'EQUIPMENT',
      param: 'equipmentId',
    }),
  },
  {
    path: 'tasks',
    element: page(() => import('../../features/tasks/components/equipment-tasks-tab'), 'EquipmentTasksTab'),
  },
  {
    path: 'history',
    element: page(() => import('../../features/tasks/components/equipment-history-tab'), 'EquipmentHistoryTab'),
  },
  {
    // Readings over time (decision 165): their chart's code is fetched with the tab.
    path: 'readings',
    element: page(() => import('../../features/equipment/components/readings-tab'), 'ReadingsTab'),
  },
];

/**
 * Locations and equipment under /dashboard/{companyId} (spec 001 §2). Everyone in the company
 * sees the lists and details; creating, editing and deleting is for admins (spec 001 §6). The
 * detail pages' tabs are sub-routes, so notes (another feature) are composed here.
 */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'locations',
    element: page(() => import('../../features/locations/components/locations-page'), 'LocationsPage'),
  },
  {
    path: 'locations/:locationId',
    element: page(() => import('../../features/locations/components/location-detail-page'), 'LocationDetailPage'),
    children: [
      {
        index: true,
        element: page(() => import('../../features/notes/components/notes-tab'), 'NotesTab', {
          kind: 'LOCATION',
          param: 'locationId',
        }),
      },
      {
        path: 'tasks',
        element: page(() => import('../../features/tasks/components/location-tasks-tab'), 'LocationTasksTab'),
      },
      {
        path: 'equipment',
        element: page(
          () => import('../../features/equipment/components/location-equipment-tab'),
          'LocationEquipmentTab',
          { param: 'locationId' },
        ),
      },
    ],
  },
  {
    path: 'equipment',
    element: page(() => import('../../features/equipment/components/equipment-page'), 'EquipmentPage'),
  },
  {
    path: 'equipment/list',
    element: page(() => import('../../features/equipment/components/equipment-page'), 'EquipmentPage'),
  },
  {
    path: 'equipment/:equipmentId',
    element: page(() => import('../../features/equipment/components/equipment-detail-page'), 'EquipmentDetailPage'),
    children: equipmentTabs,
  },
  {
    path: 'equipment/list/:equipmentId',
    element: page(() => import('../../features/equipment/components/equipment-detail-page'), 'EquipmentDetailPage'),
    children: equipmentTabs,
  },
  {
    element: <RequireRole need="ADMIN" />,
    children: [
      {
        path: 'locations/create',
        element: page(() => import('../../features/locations/components/create-location-page'), 'CreateLocationPage'),
      },
      {
        path: 'locations/:locationId/update',
        element: page(() => import('../../features/locations/components/update-location-page'), 'UpdateLocationPage'),
      },
      {
        path: 'equipment/create',
        element: page(() => import('../../features/equipment/components/create-equipment-page'), 'CreateEquipmentPage'),
      },
      {
        path: 'stickers',
        element: page(() => import('../../features/stickers/components/stickers-page'), 'StickersPage'),
      },
      {
        path: 'equipment/update/:equipmentId',
        element: page(() => import('../../features/equipment/components/update-equipment-page'), 'UpdateEquipmentPage'),
      },
    ],
  },
];
