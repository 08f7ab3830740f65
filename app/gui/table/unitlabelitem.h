// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/point.h"

#include <QFont>
#include <QGraphicsItem>
#include <QString>

#include <array>
#include <optional>

namespace adjutant::app {

// A battle group's name, cohesion level and strength, in a small card beside the group, where
// TableScene places it clear of the other cards and of the bases (geometry/labelplacement.h):
// behind the rear rank where there is room; further out with a leader line to the group, or with
// a short name, where there is not. It keeps its size in pixels at any zoom, so it stays readable
// when the whole table is in view, and doubles it in table-side mode. setContent() lays it out
// again.
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

    // `cohesion` drawn in `level`'s colour (tablestyle::cohesion); `shortDetail` is the strength
    // alone, for the card with a short name.
    void setContent(const QString &name, const QString &cohesion, const QColor &level,
                    const QString &detail, const QString &shortDetail, int sideIndex);
    // What the card shows, by how much room it has: all of it; the short name and the strength;
    // the cohesion mark and the short name on one line.
    enum class Form
    {
        Whole,
        Short,
        Name
    };
    static constexpr std::size_t formCount = 3;
    // The card's size in pixels in each form.
    QSizeF cardSize(Form form) const { return mSizes[std::size_t(form)]; }
    // The card centred on `sceneCentre`, in `form`, with a leader line to `leader` (pixels from
    // the centre) or none.
    void setPlace(QPointF sceneCentre, Form form, std::optional<QPointF> leader);
    Form form() const { return mForm; }
    const std::optional<QPointF> &leader() const { return mLeader; }
    // Lays the card out again in the type as drawn now (table-side mode switched).
    void layOut();
    const QString &name() const { return mName; }
    const QString &cohesion() const { return mCohesion; }
    const QColor &level() const { return mLevel; }
    const QString &detail() const { return mDetail; }

    // The card itself, in the item's coordinates (pixels about its position, its centre).
    QRectF card() const;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The name's type and the cohesion mark's diameter, in pixels, as drawn now (larger in
    // table-side mode, tablestyle::sized).
    static QFont nameFont();
    static double cohesionMark();
    // The name as a card short of room shows it.
    static QString shortNameOf(const QString &name);

private:
    QString mUnitId;
    QString mName;
    QString mCohesion;
    QColor mLevel;
    QString mDetail;
    QString mShortName;
    QString mShortDetail;
    int mSide = -1;
    Form mForm = Form::Whole;
    std::optional<QPointF> mLeader;
    std::array<QSizeF, formCount> mSizes;
};

} // namespace adjutant::app
