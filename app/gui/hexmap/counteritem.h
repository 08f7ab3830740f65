// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/table/baseitem.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QRectF>
#include <QStringList>

namespace adjutant::core {
struct Battle;
struct Unit;
} // namespace adjutant::core

namespace adjutant::app {

// A unit on a hex map as its counter: a square in its side's colour turned to the vertex it
// faces, its front edge strong with an arrowhead; over it, upright whatever the facing, the
// letter printed on the counter (or, for a longer troop type, the symbol of its arm: a crossed
// box for foot, a slashed box for horse, a dot for guns) and beside it a marker for a morale
// level below the best, in the level's colour with its initial (the counter's back side or its
// status marker at the table). Half of a double unit is a counter of its own in its hex.
//
// Issue 31, readable from 70 cm: what identifies a counter is drawn upright in screen pixels at
// sizes read from a laptop's distance (from the chair in table-side mode, tablestyle::sized), not
// scaled with the map: fitted on a laptop's screen a counter is some 16 pixels across, and a
// letter scaled with it would be 4. It may take its whole hex, never more, so that no two
// counters' words meet and none covers another hex's counter; where the hex is too small for all
// of it, the unit's name goes first, then the arm's symbol beside a letter, then the sizes, down
// to 9 pixels (the marker over the letter where the two do not fit side by side); below that the
// counter shows its colours only. Its words keep clear of a commander's marker in its hex where
// they can. A counter under another one of its stack draws no words: they would show through the
// top one's.
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
        QString level;        // empty: the best level (the counter's front)
        QColor levelColour;   // where it stands on the rule set's ladder
        QString name;         // the unit's, drawn under the letter where there is room
        bool covered = false; // under another counter of its stack
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

    // Its hex's width across the flats, in scene millimetres: the room its words may take.
    void setRoom(double mm);
    // Where, in scene millimetres about its centre, another item stands over its hex (a
    // commander's marker): its words keep clear of it where they can.
    void setKeepClear(const QRectF &mm);

    // What paint draws upright over the counter at `lod` screen pixels a millimetre, in screen
    // pixels about its centre; an empty text or rectangle is not drawn.
    struct Drawn
    {
        double counterPixels = 0; // the counter's side
        double roomPixels = 0;    // its hex's width across the flats: all of it stays inside
        QString word;             // its troop type's letter
        QFont wordFont;
        QRectF wordRect;
        QRectF symbolRect; // its arm's symbol
        QString marker;    // the morale level's initial, on a square in the level's colour
        QFont markerFont;
        QRectF markerRect;
        QString name;
        QFont nameFont;
        QRectF nameRect;
        // Everything drawn, as one rectangle (empty when only the colours are).
        QRectF bounds() const;
    };
    Drawn drawn(double lod) const;

    // The counter turned any way, and its words upright over it.
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Look mLook;
    double mRoom = 0;
    QRectF mKeepClear;
};

} // namespace adjutant::app
