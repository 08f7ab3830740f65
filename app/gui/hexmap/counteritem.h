// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/table/baseitem.h"

#include <QColor>
#include <QHash>
#include <QStringList>

namespace adjutant::core {
struct Battle;
struct Unit;
} // namespace adjutant::core

namespace adjutant::app {

// A unit on a hex map as its counter: a square in its side's colour turned to the vertex it
// faces, its front edge strong with an arrowhead; on it, upright whatever the facing, the
// symbol of its arm (a crossed box for foot, a slashed box for horse, a dot for guns) and the
// letter printed on the counter; a marker in the corner for a morale level below the best, in
// the level's colour with its initial (the counter's back side or its status marker at the
// table). Half of a double unit is a counter of its own in its hex.
class CounterItem : public BaseItem
{
public:
    enum class Arm
    {
        Other,
        Foot,
        Horse,
        Guns
    };
    struct Look
    {
        Arm arm = Arm::Other;
        QString level;      // empty: the best level (the counter's front)
        QColor levelColour; // where it stands on the rule set's ladder
        bool operator==(const Look &) const = default;
    };

    // What a battle's counters show by its rule set: each troop type's arm and the ladder of
    // morale levels (best first).
    struct Style
    {
        QHash<QString, Arm> arms;
        QStringList ladder;
        Look lookOf(const core::Unit &unit) const;
    };
    static Style styleOf(const core::Battle &battle);
    // The letter printed on a unit's counter: its troop type when that is a letter or two; a
    // longer name shows as its arm's symbol alone.
    static QString wordOf(const core::Unit &unit);

    CounterItem(QString unitId, QString baseId);
    // Its arm from the rule set's category of its troop type ("Cavalry", "Infantry" ...).
    static Arm armOf(const QString &category);
    void setCounterLook(const Look &look);
    const Look &look() const { return mLook; }

    // The counter turned any way, and its level's marker, which stays upright at its corner.
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Look mLook;
};

} // namespace adjutant::app
