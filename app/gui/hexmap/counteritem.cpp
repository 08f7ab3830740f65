// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/hexmap/counteritem.h"

#include "app/gui/style/tablestyle.h"
#include "core/battle.h"
#include "rulesets/ruleset.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <cmath>
#include <optional>
#include <utility>

namespace adjutant::app {

CounterItem::Style CounterItem::styleOf(const core::Battle &battle)
{
    Style style;
    if (const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset)) {
        for (const rulesets::TroopType &type : ruleset->troopCatalogue())
            style.arms.insert(type.name, armOf(type.category));
        style.ladder = ruleset->cohesionLadder();
    }
    return style;
}

CounterItem::Look CounterItem::Style::lookOf(const core::Unit &unit) const
{
    Look look;
    look.arm = arms.value(unit.troopType, Arm::Other);
    // The best level is the counter's front side: no marker.
    const QString &level = unit.state.cohesion;
    if (!level.isEmpty() && (ladder.isEmpty() || level != ladder.first())) {
        look.level = level;
        look.levelColour = tablestyle::cohesion(ladder, level);
    }
    look.name = unit.name.isEmpty() ? unit.id : unit.name;
    return look;
}

QString CounterItem::wordOf(const core::Unit &unit)
{
    return unit.troopType.size() <= 3 ? unit.troopType : QString();
}

CounterItem::CounterItem(QString unitId, QString baseId)
    : BaseItem(std::move(unitId), std::move(baseId))
{
}

CounterItem::Arm CounterItem::armOf(const QString &category)
{
    const QString c = category.toLower();
    if (c.contains(QLatin1String("cav")) || c.contains(QLatin1String("horse")))
        return Arm::Horse;
    if (c.contains(QLatin1String("inf")) || c.contains(QLatin1String("foot")))
        return Arm::Foot;
    if (c.contains(QLatin1String("art")) || c.contains(QLatin1String("gun")))
        return Arm::Guns;
    return Arm::Other;
}

void CounterItem::setCounterLook(const Look &look)
{
    if (look == mLook)
        return;
    mLook = look;
    update();
}

void CounterItem::setRoom(double mm)
{
    if (mm == mRoom)
        return;
    prepareGeometryChange();
    mRoom = mm;
}

void CounterItem::setKeepClear(const QRectF &mm)
{
    if (mm == mKeepClear)
        return;
    mKeepClear = mm;
    update();
}

namespace {

// The smallest type read from a laptop's distance (from the chair in table-side mode, as
// tablestyle::sized makes it): below it a counter shows its colours only.
double readablePixels()
{
    return tablestyle::sized(9);
}
// The sizes wanted, before tablestyle::sized: a counter's letter as large as the table's names
// (12 px), its level's initial a little smaller; its unit's name, which needs the most room and
// is in the units dock besides, at the smallest readable size.
constexpr double wordPixels = 12;
constexpr double markerPixels = 10;
constexpr double namePixels = 9;

QFont pixelFont(double pixels, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

// The ink of `text` in `font`, its top left at the origin.
QRectF ink(const QFont &font, const QString &text)
{
    const QRectF tight = QFontMetricsF(font).tightBoundingRect(text);
    return QRectF(0, 0, tight.width(), tight.height());
}

// Whether `r` (screen pixels about the centre of an upright flat-topped hex `across` pixels
// across its flats) lies inside the hex, a pixel clear of its edges: no two hexes' words can meet,
// and a word never covers another hex's counter.
bool insideHex(const QRectF &r, double across)
{
    const double h = across / 2 - 1;
    const double corner = h * 2 / std::sqrt(3.0);
    for (const QPointF &p : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()}) {
        if (std::abs(p.y()) > h || std::abs(p.x()) > corner - std::abs(p.y()) / std::sqrt(3.0))
            return false;
    }
    return true;
}

// The unit's name in `lines` lines no wider than `width`, or empty where it does not fit so: on
// one line elided in the middle, so that "Horace Vere 1" and "Horace Vere 2" still differ; on two
// (only where one will not do) wrapped between words, the second line elided at its end.
QString nameIn(const QString &name, const QFontMetricsF &metrics, double width, int lines)
{
    if (lines == 1) {
        const QString one = metrics.elidedText(name, Qt::ElideMiddle, width);
        return one.size() >= std::min<qsizetype>(name.size(), 5) ? one : QString();
    }
    if (metrics.horizontalAdvance(name) <= width)
        return {};
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString first;
    qsizetype used = 0;
    for (; used < words.size(); ++used) {
        const QString longer =
            first.isEmpty() ? words[used] : first + QLatin1Char(' ') + words[used];
        if (metrics.horizontalAdvance(longer) > width)
            break;
        first = longer;
    }
    if (first.isEmpty() || used == words.size())
        return {};
    const QString rest = words.mid(used).join(QLatin1Char(' '));
    const QString second = metrics.elidedText(rest, Qt::ElideRight, width);
    if (second.size() < std::min<qsizetype>(rest.size(), 4))
        return {};
    return first + QLatin1Char('\n') + second;
}

void addText(QPainter *painter, const QRectF &inkRect, const QFont &font, const QString &text,
             const QColor &colour)
{
    // Placed by its ink, with a pale edge so that it reads over the front band and the terrain.
    const QPointF origin =
        inkRect.topLeft() - QFontMetricsF(font).tightBoundingRect(text).topLeft();
    QPainterPath path;
    path.addText(origin, font, text);
    painter->strokePath(path,
                        QPen(QColor(255, 255, 255, 170), std::max(1.2, font.pixelSize() / 12.0),
                             Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->fillPath(path, colour);
}

} // namespace

QRectF CounterItem::Drawn::bounds() const
{
    return wordRect.united(symbolRect).united(markerRect).united(nameRect);
}

CounterItem::Drawn CounterItem::drawn(double lod) const
{
    Drawn none;
    const double s = pose().width;
    none.counterPixels = s * lod;
    // Not yet told its hex: as TableFrame::counter sizes a counter, 1.1 radii in a hex sqrt(3)
    // radii across its flats.
    none.roomPixels = (mRoom > 0 ? mRoom : s * std::sqrt(3.0) / 1.1) * lod;
    if (mLook.covered)
        return none;
    const QString &word = this->word();
    const bool symbolAlone = word.isEmpty() && mLook.arm != Arm::Other;

    // One layout: rows centred on the counter, the symbol over the letter, the letter and the
    // level's marker side by side (or the marker over the letter, where the hex is too narrow
    // for the two side by side), the name under them.
    const QRectF clear(mKeepClear.topLeft() * lod, mKeepClear.size() * lod);
    bool keepClear = !clear.isEmpty();
    double shift = 0; // the rows moved up, out of a commander's way
    // The level's initial on its marker; where even the readable size leaves no room for it
    // beside the letter, the marker is its colour alone (its word in the tooltip and the units
    // dock): the letter that says what the counter is goes first.
    bool lettered = true;
    auto layOut = [&](double wordPx, double markerPx, bool symbolToo, int nameLines,
                      bool markerAbove) -> std::optional<Drawn> {
        Drawn d = none;
        // A marker over the letter stands further off it: its rim would join the letter's top.
        const double gap = std::max(markerAbove ? 2.5 : 1.0, wordPx * 0.12);
        QRectF top, word_, symbol, marker;
        if (symbolToo)
            top = QRectF(0, 0, wordPx * 1.1, wordPx * 0.75);
        if (!word.isEmpty()) {
            d.word = word;
            d.wordFont = pixelFont(wordPx, true);
            word_ = ink(d.wordFont, word);
            // No taller than the counter, so that its side's colour still shows around it.
            if (word_.height() > d.counterPixels * 0.85 && wordPx > readablePixels())
                return std::nullopt;
        } else if (symbolAlone) {
            symbol = QRectF(0, 0, wordPx * 1.3, wordPx * 0.9);
        }
        if (!mLook.level.isEmpty() && lettered) {
            d.marker = mLook.level.left(1).toUpper();
            d.markerFont = pixelFont(markerPx, true);
            marker = QRectF(0, 0, markerPx * 1.2, markerPx * 1.2);
        } else if (!mLook.level.isEmpty()) {
            marker = QRectF(0, 0, markerPx * 0.7, markerPx * 0.7);
        }
        QRectF *topRect = &d.symbolRect;
        if (markerAbove) {
            top = marker;
            marker = QRectF();
            topRect = &d.markerRect;
        }
        const QRectF &first = d.word.isEmpty() ? symbol : word_;
        const double rowWidth = first.width() + (marker.isEmpty() ? 0 : marker.width()) +
                                (first.isEmpty() || marker.isEmpty() ? 0 : gap);
        const double rowHeight = std::max(first.height(), marker.height());
        double nameHeight = 0;
        if (nameLines > 0) {
            d.nameFont = pixelFont(tablestyle::sized(namePixels), false);
            const QFontMetricsF metrics(d.nameFont);
            nameHeight = metrics.height() + (nameLines - 1) * metrics.lineSpacing();
        }
        const double height = (top.isEmpty() ? 0 : top.height() + gap) + rowHeight +
                              (nameLines > 0 ? gap + nameHeight : 0);
        double y = -height / 2 + shift;
        if (!top.isEmpty()) {
            *topRect = top.translated(-top.width() / 2, y);
            y += top.height() + gap;
        }
        double x = -rowWidth / 2;
        if (!first.isEmpty()) {
            const QRectF placed = first.translated(x, y + (rowHeight - first.height()) / 2);
            (d.word.isEmpty() ? d.symbolRect : d.wordRect) = placed;
            x += first.width() + gap;
        }
        if (!marker.isEmpty())
            d.markerRect = marker.translated(x, y + (rowHeight - marker.height()) / 2);
        y += rowHeight;
        if (nameLines > 0) {
            y += gap;
            // As wide as the hex is at the name's foot.
            const double h = d.roomPixels / 2 - 1;
            const double width =
                2 * (h * 2 / std::sqrt(3.0) - std::abs(y + nameHeight) / std::sqrt(3.0));
            const QFontMetricsF metrics(d.nameFont);
            d.name = nameIn(mLook.name, metrics, width, nameLines);
            if (d.name.isEmpty())
                return std::nullopt;
            double w = 0;
            for (const QString &line : d.name.split(QLatin1Char('\n')))
                w = std::max(w, metrics.horizontalAdvance(line));
            d.nameRect = QRectF(-w / 2, y, w, nameHeight);
        }
        for (const QRectF &r : {d.wordRect, d.symbolRect, d.markerRect, d.nameRect}) {
            if (!r.isEmpty() && (!insideHex(r, d.roomPixels) || (keepClear && r.intersects(clear))))
                return std::nullopt;
        }
        return d;
    };

    // The extras go before the sizes do, and the sizes only down to the readable: the name
    // first, which tells this counter from others of its type, and whole on two lines before
    // elided on one; the symbol beside a letter, which tells no more than the letter.
    const bool canSymbol = !word.isEmpty() && mLook.arm != Arm::Other;
    const int nameLines = mLook.name.isEmpty() ? 0 : 2;
    // Too small a hex for the least of it: its colours only, found at once.
    const auto fits = [&](bool markerAbove) {
        keepClear = false;
        return layOut(readablePixels(), readablePixels(), false, 0, markerAbove).has_value();
    };
    for (const bool letter : {true, false}) {
        lettered = letter;
        if (!fits(false) && (mLook.level.isEmpty() || !fits(true)))
            continue;
        // Clear of a commander's marker where it can be, under it where it cannot.
        for (const bool avoid : {true, false}) {
            if (!avoid && clear.isEmpty())
                break;
            keepClear = avoid && !clear.isEmpty();
            // A pixel at a time, from the size wanted down to the readable: table-side tries every
            // size the ordinary mode does, and more, so its words are never the smaller.
            for (double wordPx = tablestyle::sized(wordPixels); wordPx >= readablePixels(); wordPx -= 1) {
                const double markerPx = std::max(readablePixels(), wordPx * markerPixels / wordPixels);
                for (int lines = nameLines; lines >= 0; --lines) {
                    for (const double up : {0.0, 0.08, 0.16}) {
                        if (up > 0 && !keepClear)
                            break;
                        shift = -up * none.roomPixels;
                        if (std::optional<Drawn> d = layOut(wordPx, markerPx, canSymbol, lines, false))
                            return *d;
                        if (std::optional<Drawn> d = layOut(wordPx, markerPx, false, lines, false))
                            return *d;
                        // The marker over the letter puts the letter low in the hex, where a
                        // commander's marker stands.
                        if (!mLook.level.isEmpty() && clear.isEmpty()) {
                            if (std::optional<Drawn> d = layOut(wordPx, markerPx, false, lines, true))
                                return *d;
                        }
                    }
                }
            }
        }
    }
    return none;
}

QRectF CounterItem::boundingRect() const
{
    // Its words stay inside its hex; a counter not yet told its hex is a little larger than it.
    const double reach = std::max(pose().width * 0.9, mRoom / std::sqrt(3.0));
    return QRectF(-reach, -reach, 2 * reach, 2 * reach);
}

void CounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const geometry::OrientedRect &rect = pose();
    const double s = rect.width;
    const QRectF body(-s / 2, -s / 2, s, s);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const int side = sideIndex();

    painter->setPen(Qt::NoPen);
    painter->setBrush(tablestyle::baseBody(side));
    painter->drawRect(body);
    // The front edge, towards the faced vertex.
    const double band = std::max(s * 0.16, std::min(s * 0.3, 2.5 / lod));
    painter->setBrush(tablestyle::sideColour(side));
    painter->drawRect(QRectF(-s / 2, -s / 2, s, band));
    if (s * lod > 14) {
        const double h = band * 0.7;
        const double top = -s / 2 + band * 0.15;
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawPolygon(
            QPolygonF{QPointF(-h * 0.9, top + h), QPointF(0, top), QPointF(h * 0.9, top + h)});
    }
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20), 0));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(body);

    const Drawn d = drawn(lod);
    if (!d.bounds().isEmpty()) {
        // Upright whatever the facing, in screen pixels.
        painter->save();
        painter->rotate(-rect.facingDegrees);
        painter->scale(1 / lod, 1 / lod);
        const QColor ink(0x15, 0x15, 0x15);
        if (!d.symbolRect.isEmpty()) {
            const QRectF symbol = d.symbolRect;
            const double width = std::max(1.0, symbol.height() / 8);
            painter->setPen(QPen(QColor(255, 255, 255, 200), width + 2));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(symbol);
            painter->setPen(QPen(ink, width));
            painter->drawRect(symbol);
            switch (mLook.arm) {
            case Arm::Foot:
                painter->drawLine(symbol.topLeft(), symbol.bottomRight());
                painter->drawLine(symbol.bottomLeft(), symbol.topRight());
                break;
            case Arm::Horse:
                painter->drawLine(symbol.bottomLeft(), symbol.topRight());
                break;
            case Arm::Guns:
                painter->setBrush(ink);
                painter->drawEllipse(symbol.center(), symbol.height() * 0.18,
                                     symbol.height() * 0.18);
                painter->setBrush(Qt::NoBrush);
                break;
            case Arm::Other:
                break;
            }
        }
        if (!d.word.isEmpty())
            addText(painter, d.wordRect, d.wordFont, d.word, ink);
        if (!d.markerRect.isEmpty()) {
            // The level's marker, as the counter's back side or a status marker at the table.
            painter->setPen(QPen(ink, 1));
            painter->setBrush(mLook.levelColour);
            painter->drawRect(d.markerRect);
        }
        if (!d.marker.isEmpty()) {
            painter->setFont(d.markerFont);
            painter->setPen(tablestyle::inkOn(mLook.levelColour));
            painter->drawText(d.markerRect, Qt::AlignCenter, d.marker);
        }
        if (!d.name.isEmpty()) {
            painter->setFont(d.nameFont);
            painter->setPen(ink);
            painter->drawText(d.nameRect, Qt::AlignCenter, d.name);
        }
        painter->restore();
    }

    if (isSelected()) {
        painter->setPen(
            QPen(tablestyle::selection, 3.0 / lod, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(body.adjusted(-1.0 / lod, -1.0 / lod, 1.0 / lod, 1.0 / lod));
    }
}

} // namespace adjutant::app
