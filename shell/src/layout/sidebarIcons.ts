import {
  History,
  BarChart3,
  Car,
  Container,
  DollarSign,
  Download,
  FileText,
  LayoutDashboard,
  MapPin,
  Settings,
  Ship,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SidebarIcon } from '@export-portal/shared-auth';

export const sidebarIcons: Record<SidebarIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  vehicles: Car,
  customers: Users,
  finance: DollarSign,
  shipments: Ship,
  containers: Container,
  documents: FileText,
  reports: BarChart3,
  activity: History,
  settings: Settings,
  inventory: Store,
  track: MapPin,
  download: Download,
};
