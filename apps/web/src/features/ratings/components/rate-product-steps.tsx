/**
 * The rating flow for one product (spec §9: three steps, five criteria): 1) 1 to 5 stars on each
 * criterion, 2) a review and up to three photos, 3) the rating as it will show, and submit. A rating
 * given before opens at its values; one past its 30 days opens at the last step, read only.
 */
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  Rating,
  Stack,
  Stepper,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  MAX_REVIEW_PHOTOS,
  type MyRating,
  RATING_CRITERIA,
  REVIEW_MAX_LENGTH,
  type RatingCriterion,
  type RatingScores,
  formatDate,
  ratingScore,
} from '@binamart/shared';
import { ApiError } from '@/lib/api-client';
import { uploadFile, uploadProblem } from '@/lib/uploads';
import { useRateProduct } from '../api/use-rate-product';
import { CriteriaScores } from './criteria-scores';

type Scores = Partial<RatingScores>;
interface Photo {
  id: string;
  url: string;
}

const complete = (scores: Scores): scores is RatingScores => RATING_CRITERIA.every((c) => (scores[c] ?? 0) >= 1);

export function RateProductSteps({
  orderId,
  productId,
  productName,
  sellerName,
  rating,
  onSaved,
}: {
  orderId: string;
  productId: string;
  productName: string;
  sellerName: string;
  rating: MyRating | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const readOnly = rating !== null && !rating.editable;
  const [step, setStep] = useState(readOnly ? 2 : 0);
  const [scores, setScores] = useState<Scores>(rating?.scores ?? {});
  const [review, setReview] = useState(rating?.review ?? '');
  const [photos, setPhotos] = useState<Photo[]>(rating?.photos ?? []);
  const [missing, setMissing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rate = useRateProduct(orderId);
  // on a phone the three steps fit on one line by their names alone
  const phone = useMediaQuery('(max-width: 36em)');

  const toReview = () => {
    if (!complete(scores)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setStep(1);
  };

  const addPhoto = async (file: File | null) => {
    if (!file) return;
    const refused = uploadProblem('review-photo', file);
    if (refused) {
      setProblem(t(refused[0], refused[1]));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await uploadFile('review-photo', file);
      setPhotos((current) => [...current, { id: uploaded.id, url: uploaded.url }]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (!complete(scores)) return;
    setProblem(null);
    try {
      await rate.mutateAsync({
        productId,
        input: { scores, review: review.trim(), photoIds: photos.map((p) => p.id) },
      });
      onSaved();
    } catch (error) {
      const details = error instanceof ApiError ? error.details.map((d) => d.message) : [];
      setProblem([error instanceof Error ? error.message : String(error), ...details].join(' '));
    }
  };

  return (
    <Stack gap="md">
      <Stepper
        active={step}
        onStepClick={(next) => (next === 0 || complete(scores) ? setStep(next) : undefined)}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={32}
      >
        <Stepper.Step
          label={t('ratingFlow.steps.scores')}
          description={phone ? undefined : t('ratingFlow.steps.scoresDescription')}
        >
          <Stack gap="md" mt="sm">
            <Text size="sm" c="gray.7">
              {t('ratingFlow.scoresHelp')}
            </Text>
            {RATING_CRITERIA.map((criterion) => (
              <CriterionInput
                key={criterion}
                criterion={criterion}
                value={scores[criterion] ?? 0}
                error={missing && !scores[criterion]}
                onChange={(value) => setScores((current) => ({ ...current, [criterion]: value }))}
              />
            ))}
            <Group justify="flex-end">
              <Button onClick={toReview}>{t('ratingFlow.next')}</Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step
          label={t('ratingFlow.steps.review')}
          description={phone ? undefined : t('ratingFlow.steps.reviewDescription')}
        >
          <Stack gap="md" mt="sm">
            <Textarea
              label={t('ratingFlow.reviewLabel')}
              placeholder={t('ratingFlow.reviewPlaceholder')}
              value={review}
              onChange={(e) => setReview(e.currentTarget.value)}
              maxLength={REVIEW_MAX_LENGTH}
              autosize
              minRows={4}
              maxRows={10}
              description={t('ratingFlow.reviewCount', { count: review.length, max: REVIEW_MAX_LENGTH })}
            />
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('ratingFlow.photosLabel')}
              </Text>
              <Text size="xs" c="gray.7">
                {t('ratingFlow.photosHelp', { max: MAX_REVIEW_PHOTOS })}
              </Text>
              <Group gap="xs">
                {photos.map((photo, i) => (
                  <Box key={photo.id} pos="relative">
                    <Image
                      src={photo.url}
                      alt={t('ratingFlow.photoAlt', { n: i + 1 })}
                      w={84}
                      h={84}
                      radius="sm"
                      fit="cover"
                    />
                    <CloseButton
                      size="sm"
                      variant="filled"
                      pos="absolute"
                      top={2}
                      right={2}
                      aria-label={t('ratingFlow.removePhoto', { n: i + 1 })}
                      onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
                    />
                  </Box>
                ))}
                {photos.length < MAX_REVIEW_PHOTOS && (
                  <FileButton onChange={(file) => void addPhoto(file)} accept="image/png,image/jpeg">
                    {(props) => (
                      <ActionIcon
                        {...props}
                        variant="light"
                        w={84}
                        h={84}
                        loading={uploading}
                        aria-label={t('ratingFlow.addPhoto')}
                      >
                        <IconPhotoPlus size={28} aria-hidden />
                      </ActionIcon>
                    )}
                  </FileButton>
                )}
              </Group>
            </Stack>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)}>
                {t('ratingFlow.previous')}
              </Button>
              <Button onClick={() => setStep(2)} disabled={uploading}>
                {t('ratingFlow.next')}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step
          label={t('ratingFlow.steps.check')}
          description={phone ? undefined : t('ratingFlow.steps.checkDescription')}
        >
          <Stack gap="md" mt="sm">
            {!readOnly && (
              <Text size="sm" c="gray.7">
                {t('ratingFlow.checkIntro')}
              </Text>
            )}
            {complete(scores) && (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Text fw={600}>{productName}</Text>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {t('ratingFlow.overall')}
                    </Text>
                    <Rating value={ratingScore(scores)} fractions={10} readOnly aria-hidden />
                    <Text size="sm" fw={600}>
                      {t('ratingFlow.rated', { score: ratingScore(scores).toFixed(1) })}
                    </Text>
                  </Group>
                  <CriteriaScores scores={scores} />
                  <Text
                    size="sm"
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    c={review ? undefined : 'gray.7'}
                  >
                    {review.trim() || t('ratingFlow.noReview')}
                  </Text>
                  {photos.length > 0 ? (
                    <Group gap="xs">
                      {photos.map((photo, i) => (
                        <Image
                          key={photo.id}
                          src={photo.url}
                          alt={t('ratingFlow.photoAlt', { n: i + 1 })}
                          w={64}
                          h={64}
                          radius="sm"
                          fit="cover"
                        />
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('ratingFlow.noPhotos')}
                    </Text>
                  )}
                </Stack>
              </Paper>
            )}
            {rating?.reply && (
              <Paper withBorder p="sm" radius="md" bg="gray.0">
                <Text size="xs" fw={600}>
                  {t('ratingFlow.reply', { seller: sellerName })} · {formatDate(rating.reply.at)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {rating.reply.text}
                </Text>
              </Paper>
            )}
            {rating?.hidden && <Alert color="yellow">{t('ratingFlow.hidden')}</Alert>}
            {rating && (
              <Text size="xs" c="gray.7">
                {readOnly
                  ? t('ratingFlow.locked')
                  : t('ratingFlow.editableUntil', { date: formatDate(rating.editableUntil) })}
              </Text>
            )}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            {!readOnly && (
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('ratingFlow.previous')}
                </Button>
                <Button onClick={() => void submit()} loading={rate.isPending}>
                  {rating ? t('ratingFlow.saveChanges') : t('ratingFlow.submit')}
                </Button>
              </Group>
            )}
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}

function CriterionInput({
  criterion,
  value,
  error,
  onChange,
}: {
  criterion: RatingCriterion;
  value: number;
  error: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const label = t(`ratingCriteria.${criterion}`);
  const errorId = `${criterion}-error`;
  return (
    <Stack gap={4} role="group" aria-label={label} aria-describedby={error ? errorId : undefined}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="xs" c="gray.7">
        {t(`ratingCriteria.hint.${criterion}`)}
      </Text>
      <Rating
        value={value}
        onChange={onChange}
        size="xl"
        name={criterion}
        getSymbolLabel={(stars) => t('ratingCriteria.starsLabel', { criterion: label, value: stars })}
      />
      {error && (
        <Text size="xs" c="red.8" id={errorId} role="alert">
          {t('ratings.starsRequired')}
        </Text>
      )}
    </Stack>
  );
}
