import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Flex, Heading, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { LANGUAGE_NAMES, languageName, locationLabel, RADIUS_KM, type TargetLocation, type Targeting, targetingSchema } from '../../../../schema/targeting';

/** Radii an owner picks from for a "km around the address" location. */
const RADII = [5, 10, 25, 50, 100].filter((km) => km >= RADIUS_KM.min && km <= RADIUS_KM.max);

function withRadius(location: TargetLocation, radiusKm: number): TargetLocation {
  if (location.kind !== 'proximity') return location;
  return { ...location, radiusKm, label: location.label.replace(/^\d+(\.\d+)? km around/, `${radiusKm} km around`) };
}

/** The country new places belong to: the plan's, else none (the owner then targets a whole country instead). */
function countryOf(targeting: Targeting): string | null {
  for (const location of targeting.locations) if ('countryCode' in location && location.countryCode) return location.countryCode;
  return null;
}

interface PreviewTargetingProps {
  targeting: Targeting;
  onChange(targeting: Targeting): void;
}

/**
 * Step 2: where the ads will run and in which languages, as the plan proposes; the owner removes
 * or adds places, changes the radius around the address, and adds or removes languages. Only a
 * valid targeting (at least one location and one language) is sent up.
 */
export function PreviewTargeting({ targeting, onChange }: PreviewTargetingProps) {
  const [place, setPlace] = useState('');
  const country = countryOf(targeting);
  const change = (next: Targeting) => {
    const parsed = targetingSchema.safeParse(next);
    if (parsed.success) onChange(parsed.data);
  };
  const addPlace = (event: FormEvent) => {
    event.preventDefault();
    const name = place.trim();
    if (!name || !country || targeting.locations.some((location) => location.kind === 'place' && location.name.toLowerCase() === name.toLowerCase())) return;
    const locations = targeting.locations.filter((location) => location.kind !== 'everywhere');
    change({ ...targeting, locations: [...locations, { kind: 'place', name, countryCode: country, label: name }] });
    setPlace('');
  };
  const unusedLanguages = Object.keys(LANGUAGE_NAMES).filter((code) => !targeting.languages.includes(code));
  return (
    <Box className="onboarding-targeting" data-testid="panel-preview-targeting">
      <Heading as="h3" size="3" mb="2">
        Where and in which languages
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        From your website’s address, service areas and language. Change them before launch if they are not right.
      </Text>
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          Locations
        </Text>
        <Flex gap="2" wrap="wrap" data-testid="list-preview-locations">
          {targeting.locations.map((location, index) => (
            <Badge key={locationLabel(location)} size="2" variant="soft" className="onboarding-location" title={locationLabel(location)} data-testid={`badge-location-${index}`}>
              {location.kind === 'proximity' ? (
                <Flex align="center" gap="1" minWidth="0">
                  <Select.Root size="1" value={String(location.radiusKm)} onValueChange={(value) => change({ ...targeting, locations: targeting.locations.map((each, at) => (at === index ? withRadius(each, Number(value)) : each)) })}>
                    <Select.Trigger variant="ghost" aria-label="Radius" data-testid={`select-radius-${index}`} />
                    <Select.Content>
                      {[...new Set([...RADII, location.radiusKm])]
                        .sort((a, b) => a - b)
                        .map((km) => (
                          <Select.Item key={km} value={String(km)}>
                            {km} km
                          </Select.Item>
                        ))}
                    </Select.Content>
                  </Select.Root>
                  <span className="onboarding-location-label" dir="auto">
                    {locationLabel(location).replace(/^\d+(\.\d+)? km /, '')}
                  </span>
                </Flex>
              ) : (
                <span className="onboarding-location-label" dir="auto">
                  {locationLabel(location)}
                </span>
              )}
              <IconButton
                size="1"
                variant="ghost"
                aria-label={`Remove ${locationLabel(location)}`}
                disabled={targeting.locations.length === 1}
                onClick={() => change({ ...targeting, locations: targeting.locations.filter((_, at) => at !== index) })}
                data-testid={`button-remove-location-${index}`}
              >
                <Cross2Icon />
              </IconButton>
            </Badge>
          ))}
        </Flex>
        {country && (
          <form onSubmit={addPlace}>
            <Flex gap="2" align="center">
              <TextField.Root size="2" placeholder="Add a town or region" value={place} onChange={(event) => setPlace(event.target.value)} aria-label="Add a town or region" data-testid="input-add-location" />
              <Button type="submit" size="2" variant="soft" disabled={!place.trim()} data-testid="button-add-location">
                <PlusIcon aria-hidden /> Add
              </Button>
            </Flex>
          </form>
        )}
        <Text size="2" weight="medium" mt="2">
          Languages
        </Text>
        <Flex gap="2" wrap="wrap" align="center" data-testid="list-preview-languages">
          {targeting.languages.map((code) => (
            <Badge key={code} size="2" variant="soft" color="gray" data-testid={`badge-language-${code}`}>
              {languageName(code)}
              <IconButton
                size="1"
                variant="ghost"
                color="gray"
                aria-label={`Remove ${languageName(code)}`}
                disabled={targeting.languages.length === 1}
                onClick={() => change({ ...targeting, languages: targeting.languages.filter((each) => each !== code) })}
              >
                <Cross2Icon />
              </IconButton>
            </Badge>
          ))}
          {targeting.languages.length < 5 && (
            <Select.Root value="" onValueChange={(code) => change({ ...targeting, languages: [...targeting.languages, code] })}>
              <Select.Trigger variant="soft" placeholder="Add a language" aria-label="Add a language" data-testid="select-add-language" />
              <Select.Content>
                {unusedLanguages.map((code) => (
                  <Select.Item key={code} value={code}>
                    {languageName(code)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </Flex>
      </Flex>
    </Box>
  );
}
