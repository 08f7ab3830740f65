// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside nieuport1600: the Close Combat Table (n1600combattable.cpp), shared with the close combat
// procedure (n1600combat.cpp).

#include <QChar>
#include <QList>
#include <QString>

#include <optional>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::nieuport1600::combattable {

inline const QString kCombat = QStringLiteral("closeCombat");

// A result as the table prints it: "A eliminated", "A3R2", "D1", "D2R2".
struct Effect
{
    int levels = 0; // levels lost; 99: eliminated
    int retreat = 0;
};

std::optional<Effect> parseEffect(const QString &text, QChar side);

// What a result does to a unit: the label and its new level (fateOf).
struct Fate
{
    QString label;
    QString after;
};

Fate fateOf(const RuleBook &book, int level, const Effect &effect);
QString fateKey(const Fate &fate, const Effect &effect);

struct Row
{
    QString label;
    std::optional<int> lowest, highest;
    QString attacker;
    std::optional<QString> defender; // none: missing and not typed
};

QList<Row> readRows(const RuleBook &book, const core::JsonReader &json);
const Row &rowOf(const QList<Row> &rows, int score);

} // namespace adjutant::rulesets::nieuport1600::combattable
