// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPageSize>
#include <QPointF>
#include <QString>

class QPainter;

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

// The sticker sheet of a battle (issue 32, docs/capture.md): the table's markers, then each
// side's base or tray markers unit by unit, in the battle's order, each with its grey cut line,
// the triangle that marks its top and who wears it; every page headed by the battle's name, its
// number, the 50 mm bar to check the print's scale and how to stick the markers. Laid out in
// millimetres once; a page paints on any device (the PDF, an image) at the device's resolution.
class MarkerSheet
{
public:
    // `markerMm`: the base and tray markers' printed square (capture/stickers.h's sizes).
    MarkerSheet(const core::Battle &battle, double markerMm, QPageSize::PageSizeId page);

    const QString &title() const { return mTitle; }
    QPageSize pageSize() const { return QPageSize(mPage); }
    int pageCount() const { return int(mPages.size()); }
    // Page `index` (from 0) on `painter`'s device, whose whole area is the paper, at the device's
    // logical resolution.
    void paintPage(QPainter &painter, int index) const;

private:
    struct Sticker
    {
        int id = -1;
        double markerMm = 0;
        double marginMm = 0;
        QPointF at; // the cut square's top-left on the paper, mm
        QString holder;
        QString topTowards; // printed beside a table marker; a base's is in the page's instructions
    };
    struct Heading
    {
        QPointF at;
        QString text;
    };
    struct Page
    {
        QList<Sticker> stickers;
        QList<Heading> headings;
    };

    void paintHead(QPainter &painter, int index, double perMm) const;
    void paintSticker(QPainter &painter, const Sticker &sticker, double perMm) const;

    QString mTitle;
    QString mInstructions;
    QPageSize::PageSizeId mPage;
    QList<Page> mPages;
};

// Writes the sheet to `path` as a PDF, whole or not at all (core/atomicfile.h). Throws core::Error
// "Could not write <path>: <why>"; any file at `path` is then unchanged.
void writeMarkerSheet(const MarkerSheet &sheet, const QString &path);

} // namespace adjutant::app
