// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/capture/markersheet.h"

#include "capture/markers.h"
#include "capture/stickers.h"
#include "core/atomicfile.h"
#include "core/battle.h"
#include "core/error.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>

#include <algorithm>

namespace adjutant::app {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("MarkerSheet", text);
}

// The paper's edges most printers cannot print on, and a little more.
constexpr double kPageMarginMm = 12.0;
// The head of every page: the battle, the page, the scale bar, the instructions and a rule.
constexpr double kHeadMm = 37.0;
constexpr double kScaleBarMm = 50.0;
constexpr double kHeadingMm = 7.0;
constexpr double kColumnGapMm = 5.0;
constexpr double kRowGapMm = 4.0;
// Above each sticker, the triangle that marks its top.
constexpr double kTopBandMm = 4.0;
constexpr double kLabelGapMm = 2.5;
constexpr double kBaseLabelMm = 40.0;
constexpr double kTableLabelMm = 52.0;
// The PDF's resolution: text and lines placed to 1/600 inch; the markers themselves are images
// of one pixel per module, drawn without smoothing, so they stay square at any resolution.
constexpr int kPdfDpi = 600;

QFont font(double points, bool bold = false)
{
    QFont font = QGuiApplication::font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

QRectF onDevice(const QRectF &mm, double perMm)
{
    return {mm.topLeft() * perMm, mm.size() * perMm};
}

// A unit's name on its stickers (its id where it has none).
QString unitName(const core::Unit &unit)
{
    return unit.name.isEmpty() ? unit.id : unit.name;
}

} // namespace

MarkerSheet::MarkerSheet(const core::Battle &battle, double markerMm, QPageSize::PageSizeId page)
    : mTitle(battle.name), mPage(page)
{
    const bool hex = battle.table.unit.isHex();
    mInstructions =
        hex ? tr("Cut each sticker out on its grey line and stick it before cutting the next: the "
                 "triangle above it marks its top. Counters: in the middle, the top towards the "
                 "vertex the counter faces. Map: corner stickers with two cut edges on the map's "
                 "corner, edge stickers with one cut edge on the edge at the distance printed, "
                 "every top towards the top of the map. Photograph the map from 1 to 2 m above, "
                 "each photo seeing at least 3 map markers.")
            : tr("Cut each sticker out on its grey line and stick it before cutting the next: the "
                 "triangle above it marks its top. Bases and trays: the back cut edge flush with "
                 "the middle of the rear edge, the top towards the front. Table: corner stickers "
                 "with two cut edges on the table's corner, edge stickers with one cut edge on the "
                 "edge at the distance printed, every top towards side B's edge. Photograph the "
                 "table from 1 to 2 m above, each photo seeing at least 3 table markers.");

    const QSizeF paper = QPageSize(page).size(QPageSize::Millimeter);
    const double width = paper.width() - 2 * kPageMarginMm;
    const double top = kPageMarginMm + kHeadMm;
    const double bottom = paper.height() - kPageMarginMm;
    double y = top;
    int column = 0;
    double cellWidth = 0;
    double cellHeight = 0;
    mPages.append(Page{});

    const auto newPage = [&] {
        mPages.append(Page{});
        y = top;
        column = 0;
    };
    const auto endRow = [&] {
        if (column > 0)
            y += cellHeight + kRowGapMm;
        column = 0;
    };
    // Stickers of `marker` mm in `margin`, labelled `label` mm wide, from here on.
    const auto cells = [&](double marker, double margin, double label) {
        endRow();
        cellWidth = marker + 2 * margin + kLabelGapMm + label;
        cellHeight = kTopBandMm + marker + 2 * margin;
    };
    // A heading is never the last line of a page.
    const auto heading = [&](const QString &text) {
        endRow();
        if (y + kHeadingMm + cellHeight > bottom)
            newPage();
        mPages.last().headings.append(Heading{{kPageMarginMm, y}, text});
        y += kHeadingMm;
    };
    const auto place = [&](Sticker sticker) {
        const int columns = std::max(1, int((width + kColumnGapMm) / (cellWidth + kColumnGapMm)));
        if (column == 0 && y + cellHeight > bottom)
            newPage();
        sticker.at = {kPageMarginMm + column * (cellWidth + kColumnGapMm), y + kTopBandMm};
        mPages.last().stickers.append(sticker);
        if (++column == columns)
            endRow();
    };

    capture::CaptureSettings settings;
    settings.markerMm = markerMm;
    const double baseMargin = capture::baseMarginMm(markerMm);
    cells(capture::kTableMarkerMm, capture::kTableMarginMm, kTableLabelMm);
    const QString sideA = battle.sides.isEmpty() ? QString() : battle.sides.first().name;
    const QString sideB = battle.sides.size() < 2 ? QString() : battle.sides.at(1).name;
    heading(hex ? tr("Map markers")
                : tr("Table markers (side A: %1, side B: %2)").arg(sideA, sideB));
    const QString topTowards =
        hex ? tr("top towards the top of the map") : tr("top towards side B's edge");
    for (const capture::TableMarkerSpot &spot : capture::tableMarkerSpots(battle.table, settings))
        place({spot.marker.id,
               capture::kTableMarkerMm,
               capture::kTableMarginMm,
               {},
               spot.where,
               topTowards});

    const auto onBase = [&](int id, const QString &holder) {
        return Sticker{id, markerMm, baseMargin, {}, holder, {}};
    };
    for (const core::Side &side : battle.sides) {
        bool headed = false;
        for (const core::Unit &unit : battle.units) {
            if (unit.side != side.id)
                continue;
            // Non-breaking spaces: a long name wraps before "base 2 of 4", never inside it.
            QList<Sticker> stickers;
            if (unit.trayMarker != core::noMarker)
                stickers.append(onBase(unit.trayMarker, tr("%1 – tray").arg(unitName(unit))));
            for (qsizetype b = 0; b < unit.bases.size(); ++b) {
                if (unit.bases[b].marker == core::noMarker)
                    continue;
                // A unit of one base (a hex map's counter, often) is its name alone.
                const QString which =
                    tr("base\u00a0%1\u00a0of\u00a0%2").arg(b + 1).arg(unit.bases.size());
                stickers.append(
                    onBase(unit.bases[b].marker, unit.bases.size() == 1
                                                     ? unitName(unit)
                                                     : tr("%1 – %2").arg(unitName(unit), which)));
            }
            if (stickers.isEmpty())
                continue;
            if (!headed) {
                cells(markerMm, baseMargin, kBaseLabelMm);
                heading(side.name.isEmpty() ? side.id : side.name);
                headed = true;
            }
            // A unit's bases start a row of their own; trays, one to a unit, run on.
            if (stickers.size() > 1)
                endRow();
            for (const Sticker &sticker : stickers)
                place(sticker);
            if (stickers.size() > 1)
                endRow();
        }
    }
}

void MarkerSheet::paintPage(QPainter &painter, int index) const
{
    const double perMm = painter.device()->logicalDpiX() / 25.4;
    painter.save();
    paintHead(painter, index, perMm);
    const Page &page = mPages.at(index);
    painter.setPen(Qt::black);
    painter.setFont(font(10.5, true));
    const double width = QPageSize(mPage).size(QPageSize::Millimeter).width() - 2 * kPageMarginMm;
    for (const Heading &heading : page.headings) {
        const QRectF line(heading.at, QSizeF(width, kHeadingMm));
        painter.drawText(onDevice(line, perMm), Qt::AlignLeft | Qt::AlignVCenter, heading.text);
    }
    for (const Sticker &sticker : page.stickers)
        paintSticker(painter, sticker, perMm);
    painter.restore();
}

void MarkerSheet::paintHead(QPainter &painter, int index, double perMm) const
{
    const double width = QPageSize(mPage).size(QPageSize::Millimeter).width() - 2 * kPageMarginMm;
    const double left = kPageMarginMm;
    double y = kPageMarginMm;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::black);
    // The battle's name beside the page's number: smaller type for a long one before it is cut.
    const QRectF title(left, y, width - 25, 7);
    double points = 13;
    painter.setFont(font(points, true));
    while (points > 9 && painter.fontMetrics().horizontalAdvance(mTitle) > title.width() * perMm)
        painter.setFont(font(points -= 0.5, true));
    painter.drawText(
        onDevice(title, perMm), Qt::AlignLeft | Qt::AlignVCenter,
        painter.fontMetrics().elidedText(mTitle, Qt::ElideRight, int(title.width() * perMm)));
    painter.setFont(font(9));
    painter.drawText(onDevice(QRectF(left, y, width, 7), perMm), Qt::AlignRight | Qt::AlignVCenter,
                     tr("Page %1 of %2").arg(index + 1).arg(pageCount()));
    y += 9;
    painter.drawText(onDevice(QRectF(left, y, width - kScaleBarMm - 4, 5), perMm),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Print at actual size (100 %): this bar is 50 mm"));
    // The bar, with a tick every 10 mm, to check with a ruler before cutting.
    const double barLeft = left + width - kScaleBarMm;
    painter.fillRect(onDevice(QRectF(barLeft, y + 2, kScaleBarMm, 1.5), perMm), Qt::black);
    for (int mm = 0; mm <= int(kScaleBarMm); mm += 10)
        painter.fillRect(
            onDevice(QRectF(barLeft + std::min(double(mm), kScaleBarMm - 0.3), y + 0.8, 0.3, 1.5),
                     perMm),
            Qt::black);
    y += 7;
    painter.setFont(font(8.5));
    painter.drawText(onDevice(QRectF(left, y, width, 17), perMm),
                     Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, mInstructions);
    y = kPageMarginMm + kHeadMm - 3;
    painter.setPen(QPen(Qt::black, 0.25 * perMm));
    painter.drawLine(QPointF(left, y) * perMm, QPointF(left + width, y) * perMm);
}

void MarkerSheet::paintSticker(QPainter &painter, const Sticker &sticker, double perMm) const
{
    const double side = sticker.markerMm + 2 * sticker.marginMm;
    const QRectF cut(sticker.at, QSizeF(side, side));
    // One pixel a module, enlarged without smoothing: every module's edge stays sharp on paper
    // and in the tests' 300 dpi pages alike. Lossless: by default the PDF compresses images as
    // JPEG, which greys the modules.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.setRenderHint(QPainter::LosslessImageRendering, true);
    const QRectF marker =
        cut.adjusted(sticker.marginMm, sticker.marginMm, -sticker.marginMm, -sticker.marginMm);
    painter.drawImage(onDevice(marker, perMm),
                      capture::markerImage(sticker.id, capture::markerModules()));

    painter.setRenderHint(QPainter::Antialiasing, true);
    // The cut line just outside the sticker, so the white margin stays whole.
    constexpr double line = 0.2;
    painter.setPen(QPen(QColor(140, 140, 140), line * perMm));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(onDevice(cut.adjusted(-line / 2, -line / 2, line / 2, line / 2), perMm));
    // The top: a small triangle above the cut line's middle, pointing away from the sticker.
    const QPointF tip(cut.center().x(), cut.top() - kTopBandMm + 0.8);
    QPainterPath triangle(tip * perMm);
    triangle.lineTo(QPointF(tip.x() - 1.3, tip.y() + 2.2) * perMm);
    triangle.lineTo(QPointF(tip.x() + 1.3, tip.y() + 2.2) * perMm);
    triangle.closeSubpath();
    painter.fillPath(triangle, Qt::black);

    const bool table = !sticker.topTowards.isEmpty();
    const QRectF label(cut.right() + kLabelGapMm, cut.top(), table ? kTableLabelMm : kBaseLabelMm,
                       side);
    painter.setPen(Qt::black);
    painter.setFont(font(table ? 9 : 8, table));
    const QRectF words = onDevice(label, perMm);
    QRectF used;
    painter.drawText(words, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, sticker.holder, &used);
    painter.setFont(font(7));
    painter.setPen(QColor(70, 70, 70));
    painter.drawText(words.adjusted(0, used.height(), 0, 0), Qt::AlignLeft | Qt::AlignTop,
                     tr("marker %1").arg(sticker.id));
    if (!table)
        return;
    // The table marker's top, as it lies on the table: an arrow up the page, and its words.
    const double x = label.left() + 2;
    const double arrowTop = label.bottom() - 14;
    painter.setPen(QPen(Qt::black, 0.35 * perMm));
    painter.drawLine(QPointF(x, label.bottom() - 1) * perMm, QPointF(x, arrowTop + 1) * perMm);
    QPainterPath head(QPointF(x, arrowTop) * perMm);
    head.lineTo(QPointF(x - 1.5, arrowTop + 3) * perMm);
    head.lineTo(QPointF(x + 1.5, arrowTop + 3) * perMm);
    head.closeSubpath();
    painter.fillPath(head, Qt::black);
    painter.setFont(font(8.5));
    painter.drawText(onDevice(QRectF(x + 3, arrowTop, label.width() - 5, 14), perMm),
                     Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter, sticker.topTowards);
}

void writeMarkerSheet(const MarkerSheet &sheet, const QString &path)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(kPdfDpi);
        writer.setPageLayout(QPageLayout(sheet.pageSize(), QPageLayout::Portrait, QMarginsF()));
        writer.setTitle(sheet.title());
        writer.setCreator(QStringLiteral("Adjutant"));
        QPainter painter(&writer);
        for (int page = 0; page < sheet.pageCount(); ++page) {
            if (page > 0)
                writer.newPage();
            sheet.paintPage(painter, page);
        }
    }
    try {
        core::AtomicFile::replace(path, bytes);
    } catch (const core::Error &error) {
        // AtomicFile's message names the path first ("<path>: cannot be written: <why>").
        QString why = error.message();
        for (const QString &said :
             {path + QStringLiteral(": "), QStringLiteral("cannot be written: ")}) {
            if (why.startsWith(said))
                why.remove(0, said.size());
        }
        throw core::Error(tr("Could not write %1: %2").arg(path, why));
    }
}

} // namespace adjutant::app
