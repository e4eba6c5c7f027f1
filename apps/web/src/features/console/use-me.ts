// The signed-in staff member, as the console's frame loaded them.
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../api/console';

export const useMeQuery = () => useQuery(meQuery());
