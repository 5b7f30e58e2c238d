import { Box, Button, Card, Flex, Spinner, Stack, Text, TextInput } from '@sanity/ui';
import { randomKey } from '@sanity/util/content';
import { useEffect, useState } from 'react';
import { insert, setIfMissing, type ArrayOfObjectsInputProps } from 'sanity';
import { previewOrigin } from '../env';
import { searchCourses, type FoundCourse } from './search-courses';

type Picked = { _key: string; slug?: string };
type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; courses: FoundCourse[] }
  | { status: 'failed'; message: string };

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 300;

/** The matches of what the editor typed, searched a moment after they stop typing; older searches are cancelled. */
function useCourseSearch(text: string): Search {
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  useEffect(() => {
    if (text.trim().length < MIN_LENGTH) {
      setSearch({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'searching' });
      searchCourses(previewOrigin, text, controller.signal)
        .then((courses) => setSearch({ status: 'done', courses }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          setSearch({
            status: 'failed',
            message: `The catalogue at ${previewOrigin} could not be searched (${reason}).`,
          });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return search;
}

/**
 * The home page's picked courses: the usual list (drag to reorder, remove) and, under it, a search of the live
 * catalogue through the site's GraphQL API to add courses at the end.
 */
export function FeaturedCoursesInput(props: ArrayOfObjectsInputProps) {
  const { onChange, readOnly, renderDefault } = props;
  const picked = new Set(((props.value ?? []) as Picked[]).map((item) => item.slug));
  const [text, setText] = useState('');
  const search = useCourseSearch(text);

  const add = (course: FoundCourse) =>
    onChange([
      setIfMissing([]),
      insert([{ _type: 'featuredCourse', _key: randomKey(12), slug: course.slug, name: course.name }], 'after', [-1]),
    ]);

  return (
    <Stack gap={3}>
      {renderDefault({ ...props, arrayFunctions: () => null })}
      <TextInput
        placeholder="Search the catalogue to add a course"
        aria-label="Search the catalogue to add a course"
        value={text}
        readOnly={readOnly}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {search.status === 'searching' && (
        <Flex align="center" gap={2}>
          <Spinner muted />
          <Text size={1} muted>
            Searching...
          </Text>
        </Flex>
      )}
      {search.status === 'failed' && (
        <Card padding={3} tone="critical" radius={2}>
          <Text size={1}>{search.message}</Text>
        </Card>
      )}
      {search.status === 'done' && search.courses.length === 0 && (
        <Text size={1} muted>
          No course matches "{text.trim()}".
        </Text>
      )}
      {search.status === 'done' && search.courses.length > 0 && (
        <Stack gap={1} as="ul" aria-label="Matching courses">
          {search.courses.map((course) => (
            <Card as="li" key={course.slug} padding={2} radius={2} border>
              <Flex align="center" gap={3}>
                <Box flex={1}>
                  <Stack gap={2}>
                    <Text size={1} weight="medium">
                      {course.name}
                    </Text>
                    <Text size={1} muted>
                      {course.category}
                    </Text>
                  </Stack>
                </Box>
                <Button
                  mode="ghost"
                  text={picked.has(course.slug) ? 'Added' : 'Add'}
                  disabled={readOnly || picked.has(course.slug)}
                  onClick={() => add(course)}
                />
              </Flex>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
