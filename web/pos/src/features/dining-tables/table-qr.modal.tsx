// A table's QR code: scanned at the table, it opens the vendor's site with `?table=<number>` (spec
// §1, §2). Drawn here (qr-code.ts) as SVG, with the link to copy and a printable page.
import { Anchor, Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { DiningTableView } from '@sofre/engine/contracts';
import { toPersianDigits } from '@sofre/web-shared';
import { useMemo } from 'react';
import { tableMessages as m } from './dining-tables.messages.ts';
import { qrMatrix, qrPath } from './qr-code.ts';

const QUIET = 4;

/**
 * The link the code carries: the API's (the vendor's primary domain, https). A plain-http one is a
 * development or LAN host without its port, so there the page's own origin — a vendor domain too,
 * since every request names the vendor by it — is used instead.
 */
export function tableLink(table: Pick<DiningTableView, 'qrUrl' | 'qrPath'>): string {
  return table.qrUrl.startsWith('https:') ? table.qrUrl : `${location.origin}${table.qrPath}`;
}

export function QrSvg({
  text,
  size = 240,
  testId = 'table-qr-image',
}: {
  text: string;
  size?: number | string;
  testId?: string;
}) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const extent = matrix.length + QUIET * 2;
  return (
    <svg
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      role="img"
      aria-label={text}
      data-testid={testId}
      data-link={text}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(matrix, QUIET)} fill="#000" />
    </svg>
  );
}

function printQr(title: string, link: string, svg: string) {
  const page = window.open('', '_blank', 'width=480,height=640');
  if (!page) return;
  page.document.title = title;
  page.document.body.innerHTML = `<div style="text-align:center;font-family:sans-serif" dir="rtl"><h2></h2>${svg}<p dir="ltr"></p></div>`;
  page.document.querySelector('h2')!.textContent = title;
  page.document.querySelector('p')!.textContent = link;
  page.print();
}

export function TableQrModal({ table, onClose }: { table: DiningTableView; onClose: () => void }) {
  const link = tableLink(table);
  const title = m.qr.title(toPersianDigits(table.name));
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack align="center" gap="sm" data-testid="table-qr">
        <div id={`qr-${table.id}`}>
          <QrSvg text={link} />
        </div>
        <Text size="sm" c="dimmed" ta="center">
          {m.qr.hint}
        </Text>
        <Anchor href={link} target="_blank" dir="ltr" size="sm" data-testid="table-qr-link">
          {link}
        </Anchor>
        <Group>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? m.qr.copied : m.qr.copy}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            onClick={() =>
              printQr(title, link, document.getElementById(`qr-${table.id}`)?.innerHTML ?? '')
            }
          >
            {m.qr.print}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
