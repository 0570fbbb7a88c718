import { useParams } from 'react-router-dom';

const ROW_ID = /^[1-9][0-9]{0,9}$/;

/** The campaign of the address (`campaigns/:id`), or null when the address names none. */
export function useCampaignId(): number | null {
  const { id } = useParams();
  if (!id || !ROW_ID.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}
