import type { RouteObject } from 'react-router-dom';
import { RequireRole } from '../../features/dashboard/components/require-role';
import { CreateEquipmentPage } from '../../features/equipment/components/create-equipment-page';
import { EquipmentDetailPage } from '../../features/equipment/components/equipment-detail-page';
import { EquipmentHistoryTab } from '../../features/equipment/components/equipment-history-tab';
import { EquipmentPage } from '../../features/equipment/components/equipment-page';
import { EquipmentTasksTab } from '../../features/equipment/components/equipment-tasks-tab';
import { LocationEquipmentTab } from '../../features/equipment/components/location-equipment-tab';
import { UpdateEquipmentPage } from '../../features/equipment/components/update-equipment-page';
import { CreateLocationPage } from '../../features/locations/components/create-location-page';
import { LocationDetailPage } from '../../features/locations/components/location-detail-page';
import { LocationTasksTab } from '../../features/locations/components/location-tasks-tab';
import { LocationsPage } from '../../features/locations/components/locations-page';
import { UpdateLocationPage } from '../../features/locations/components/update-location-page';
import { NotesTab } from '../../features/notes/components/notes-tab';

/** Equipment detail tabs: notes (default), tasks, history (spec 001 §2). */
const equipmentTabs: RouteObject[] = [
  { index: true, element: <NotesTab kind="EQUIPMENT" param="equipmentId" /> },
  { path: 'tasks', element: <EquipmentTasksTab /> },
  { path: 'history', element: <EquipmentHistoryTab /> },
];

/**
 * Locations and equipment under /dashboard/{companyId} (spec 001 §2). Everyone in the company
 * sees the lists and details; creating, editing and deleting is for admins (spec 001 §6). The
 * detail pages' tabs are sub-routes, so notes (another feature) are composed here.
 */
export const inventoryRoutes: RouteObject[] = [
  { path: 'locations', element: <LocationsPage /> },
  {
    path: 'locations/:locationId',
    element: <LocationDetailPage />,
    children: [
      { index: true, element: <NotesTab kind="LOCATION" param="locationId" /> },
      { path: 'tasks', element: <LocationTasksTab /> },
      { path: 'equipment', element: <LocationEquipmentTab param="locationId" /> },
    ],
  },
  { path: 'equipment', element: <EquipmentPage /> },
  { path: 'equipment/list', element: <EquipmentPage /> },
  { path: 'equipment/:equipmentId', element: <EquipmentDetailPage />, children: equipmentTabs },
  { path: 'equipment/list/:equipmentId', element: <EquipmentDetailPage />, children: equipmentTabs },
  {
    element: <RequireRole need="ADMIN" />,
    children: [
      { path: 'locations/create', element: <CreateLocationPage /> },
      { path: 'locations/:locationId/update', element: <UpdateLocationPage /> },
      { path: 'equipment/create', element: <CreateEquipmentPage /> },
      { path: 'equipment/update/:equipmentId', element: <UpdateEquipmentPage /> },
    ],
  },
];
