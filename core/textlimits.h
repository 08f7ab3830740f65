// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QString>

namespace adjutant::core {

struct Battle;

// How long a text a battle takes in (docs/formats.md, Limits): far above what a player types,
// far below what makes a view or a report slow. Checked where text enters (a scenario read, a
// new battle, a recorded change); a stored battle is read as it is, since refusing it would lose
// it, and an older Adjutant's file may hold a longer text: views and reports show it shortened.
class TextLimits
{
public:
    // A name, an id, a type, a state word: any text of the battle's model but an army list.
    static constexpr qsizetype maxName = 200;
    // Free text: an army list, any text of a unit's, commander's or terrain's properties, any
    // text a change carries (a procedure's record with its citations).
    static constexpr qsizetype maxText = 4000;

    // Throws core::Error naming the first text of `battle` over its limit ("sides[1].name: is
    // 10000 characters long; at most 200") that `before` does not hold already in the same
    // field of the same side, unit, base, commander or terrain (by id). No `before`: all of it.
    static void check(const Battle &battle, const Battle *before = nullptr);
    // Throws core::Error naming the first text or object key in `value` longer than maxText,
    // by its path below `path`.
    static void checkJson(const QJsonValue &value, const QString &path);
    // `text` as a view or a report shows it: cut after `limit` characters, ending in "…".
    static QString shortened(const QString &text, qsizetype limit = maxName);
    // A side's, unit's or commander's name as the views show it: shortened, its id where it has
    // none.
    static QString shownName(const QString &name, const QString &id);
};

} // namespace adjutant::core
