// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/point.h"

#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace adjutant::app {

// A battle group's name, cohesion level and strength, in a small card behind its rear rank. It
// keeps its size in pixels at any zoom, so it stays readable when the whole table is in view, and
// doubles it in table-side mode. setContent() lays it out again.
class UnitLabelItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 3
    };

    explicit UnitLabelItem(QString unitId);
    int type() const override { return Type; }
    const QString &unitId() const { return mUnitId; }

    // `away` is the scene direction (unit vector) in which the card sits off its anchor point.
    // `cohesion` drawn in `level`'s colour (tablestyle::cohesion).
    void setContent(const QString &name, const QString &cohesion, const QColor &level,
                    const QString &detail, int sideIndex);
    void setAnchor(QPointF scenePoint, QPointF away);
    // Lays the card out again in the type as drawn now (table-side mode switched).
    void layOut();
    const QString &name() const { return mName; }
    const QString &cohesion() const { return mCohesion; }
    const QColor &level() const { return mLevel; }
    const QString &detail() const { return mDetail; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The name's type and the cohesion mark's diameter, in pixels, as drawn now (larger in
    // table-side mode, tablestyle::sized).
    static QFont nameFont();
    static double cohesionMark();

private:
    QRectF card() const;
    QString mUnitId;
    QString mName;
    QString mCohesion;
    QColor mLevel;
    QString mDetail;
    int mSide = -1;
    QPointF mAway{0, 1};
    QSizeF mSize;
};

} // namespace adjutant::app
