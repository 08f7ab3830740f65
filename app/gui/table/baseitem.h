// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"

#include <QGraphicsItem>
#include <QString>

namespace adjutant::app {

class TableFrame;

// A base on the table, to scale: its side's colour, its front edge drawn strong with a chevron
// pointing ahead, and a short word for what it is (Pike, Arquebus, HF ...) when zoomed in far
// enough to read. It points at its model base by ids; its pose and look are caches of the model,
// set by TableScene (and, during a drag, moved visually only).
class BaseItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 1
    };

    BaseItem(QString unitId, QString baseId);

    int type() const override { return Type; }
    const QString &unitId() const { return mUnitId; }
    const QString &baseId() const { return mBaseId; }
    // Index of this base in the scene's contact tracker.
    std::size_t trackerIndex() const { return mTrackerIndex; }
    void setTrackerIndex(std::size_t index) { mTrackerIndex = index; }

    void setLook(int sideIndex, const QString &word);
    // Places the item where `rect` (table millimetres) is.
    void setPose(const geometry::OrientedRect &rect, const TableFrame &frame);
    const geometry::OrientedRect &pose() const { return mRect; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    int sideIndex() const { return mSide; }
    const QString &word() const { return mWord; }

private:
    QString mUnitId;
    QString mBaseId;
    std::size_t mTrackerIndex = 0;
    int mSide = -1;
    QString mWord;
    geometry::OrientedRect mRect;
};

} // namespace adjutant::app
