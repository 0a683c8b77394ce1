/**
 * A signature drawn with a finger, a stylus or a mouse on a full-width canvas (pointer events),
 * handed over as a PNG data URL on a white background. It cannot be drawn with a keyboard: the
 * help text says so and tells the signer to ask the driver.
 */
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/translation';

type Point = { x: number; y: number };

const HEIGHT = 220;
/** sharper lines on dense screens without making the PNG too big for the API */
const MAX_SCALE = 2;

export function SignaturePad({
  value,
  onChange,
  error,
}: {
  /** the data URL, or null while nothing is drawn */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef<Point[] | null>(null);
  const width = useRef(0);

  /** Paints the white background and every stroke at the canvas's current size. */
  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const scale = canvas.width / Math.max(width.current, 1);
    context.setTransform(scale, 0, 0, scale, 0, 0);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width.current, HEIGHT);
    context.strokeStyle = '#111';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    for (const stroke of strokes.current) {
      context.beginPath();
      stroke.forEach((p, i) => (i === 0 ? context.moveTo(p.x, p.y) : context.lineTo(p.x, p.y)));
      if (stroke.length === 1) context.lineTo(stroke[0]!.x + 0.1, stroke[0]!.y);
      context.stroke();
    }
  }, []);

  // the canvas follows its box's width; strokes are kept in CSS pixels and scaled to the new width
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const next = canvas.clientWidth;
      if (!next || next === width.current) return;
      const ratio = width.current ? next / width.current : 1;
      strokes.current = strokes.current.map((stroke) => stroke.map((p) => ({ x: p.x * ratio, y: p.y })));
      width.current = next;
      const scale = Math.min(window.devicePixelRatio || 1, MAX_SCALE);
      canvas.width = Math.round(next * scale);
      canvas.height = Math.round(HEIGHT * scale);
      paint();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [paint]);

  // cleared from outside (e.g. the form was reset)
  useEffect(() => {
    if (value === null && strokes.current.length > 0 && !drawing.current) {
      strokes.current = [];
      paint();
    }
  }, [value, paint]);

  const at = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left - canvas.clientLeft, y: event.clientY - box.top - canvas.clientTop };
  };

  const finish = () => {
    if (!drawing.current) return;
    drawing.current = null;
    onChange(canvasRef.current?.toDataURL('image/png') ?? null);
  };

  const clear = () => {
    strokes.current = [];
    drawing.current = null;
    paint();
    onChange(null);
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={`${helpId}${error ? ` ${errorId}` : ''}`}>
      <Group justify="space-between" align="flex-end" mb={6} wrap="nowrap">
        <Input.Label id={labelId} required size="md">
          {t('acknowledgePage.signature')}
        </Input.Label>
        <Button
          variant="default"
          size="md"
          leftSection={<IconEraser size={18} aria-hidden />}
          onClick={clear}
          disabled={!value}
        >
          {t('acknowledgePage.clearSignature')}
        </Button>
      </Group>
      <Text id={helpId} size="sm" c="gray.7" mb={6}>
        {t('acknowledgePage.signatureHelp')}
      </Text>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={value ? t('acknowledgePage.signatureDrawn') : t('acknowledgePage.signatureEmpty')}
        data-testid="signature-pad"
        style={{
          display: 'block',
          width: '100%',
          height: HEIGHT + 4,
          touchAction: 'none',
          cursor: 'crosshair',
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px ${value ? 'solid' : 'dashed'} ${error ? 'var(--mantine-color-red-8)' : 'var(--mantine-color-gray-5)'}`,
          background: '#fff',
        }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = [at(event)];
          strokes.current.push(drawing.current);
          paint();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          // coalesced events keep fast finger strokes smooth
          const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
          const canvas = event.currentTarget;
          const box = canvas.getBoundingClientRect();
          const left = box.left + canvas.clientLeft;
          const top = box.top + canvas.clientTop;
          for (const e of events) drawing.current.push({ x: e.clientX - left, y: e.clientY - top });
          paint();
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
        onLostPointerCapture={finish}
      />
      {error && (
        <Text id={errorId} size="sm" c="red.8" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}
