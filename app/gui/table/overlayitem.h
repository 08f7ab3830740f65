// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsPathItem>
#include <QString>

namespace adjutant::app {

// One measurement drawn on the table for the selected battle group: a zone (shooting arc,
// restricted area, zone of interception, command range), a commander's marker, a line of sight,
// or the enemy picked in the inspector. Its path is in scene millimetres and its pens are
// cosmetic, so lines keep their width in pixels at any zoom. A view only: MeasureOverlays makes
// it afresh from the model and the measurer whenever either changes.
class OverlayItem : public QGraphicsPathItem
{
public:
    enum
    {
        Type = UserType + 5
    };
    enum class Kind
    {
        LongArc,
        ShortArc,
        RestrictedArea,
        Interception,
        CommandRange,
        Commander,
        SightClear,
        SightBlocked,
        Highlight
    };

    OverlayItem(Kind kind, const QPainterPath &path, QString about = {});
    int type() const override { return Type; }
    Kind kind() const { return mKind; }
    // The unit or commander the item is about (an enemy's id for a sight line).
    const QString &about() const { return mAbout; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Kind mKind;
    QString mAbout;
    // The bounding rectangle of the path (and pen) it was worked out for.
    mutable QPainterPath mBoundsFor;
    mutable qreal mBoundsPen = -1;
    mutable QRectF mBounds;
};

// A zone's caption: a small card of constant size in pixels, centred on its anchor, above
// everything else on the table so that it stays readable over bases and zones.
class OverlayLabel : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 6
    };

    OverlayLabel(const QString &text, const QColor &accent);
    int type() const override { return Type; }
    const QString &text() const { return mText; }
    const QColor &accent() const { return mAccent; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString mText;
    QColor mAccent;
    QRectF mRect;
};

} // namespace adjutant::app
