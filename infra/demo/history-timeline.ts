/** SPEC §1: the group's history timeline, decade tabs from the 1950s to the 2020s. */
export function historyTimeline(groupName: string, makes: string[]): { decade: string; title: string; body: string }[] {
  const brands = makes.join(', ');
  return [
    {
      decade: '1950s',
      title: 'A service station on Church Street',
      body: `The family behind ${groupName} opens a two-bay service station and used-car lot in Parramatta in 1956.`,
    },
    {
      decade: '1960s',
      title: 'Our first new-car franchise',
      body: 'A Toyota franchise follows in 1966, one of the first in New South Wales; the Corona becomes our best seller.',
    },
    {
      decade: '1970s',
      title: 'Growing with Sydney',
      body: 'A dedicated service centre opens in North Parramatta and the workshop team grows to twenty technicians.',
    },
    {
      decade: '1980s',
      title: 'Across the harbour',
      body: 'A second dealership opens on Pittwater Road, Brookvale, bringing the group to the Northern Beaches.',
    },
    {
      decade: '1990s',
      title: 'West to Penrith',
      body: 'Penrith joins the group; the parts distribution centre in Silverwater starts same-day delivery to every site.',
    },
    {
      decade: '2000s',
      title: 'Into Victoria',
      body: 'Ringwood and Dandenong dealerships take the group to Melbourne, and the first website lists every car in stock.',
    },
    {
      decade: '2010s',
      title: 'Used cars and online finance',
      body: 'A dedicated used-car centre opens in Liverpool and customers can apply for finance online.',
    },
    {
      decade: '2020s',
      title: 'Buy online, drive electric',
      body: `Reserve any car online with a deposit, value your trade-in in minutes, and choose from electric and hybrid ${brands} models.`,
    },
  ];
}
