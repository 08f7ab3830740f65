// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/rulevalue.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>

namespace adjutant::rulesets {

// A rule set's tables of rule values, read from its resource folder (":/rulesets/<id>/tables/",
// one JSON file per table), with the user's overrides on top. The file format and the override
// file are documented in docs/rulesets/README.md.
class RuleBook
{
public:
    RuleBook();

    // The tables shipped for `ruleset` (none when it has no tables folder), then the overrides, if
    // any: the file named by the ADJUTANT_RULE_OVERRIDES environment variable, or else <app
    // data>/rulesets/<id>/overrides.json. Throws core::Error naming the file and field of a
    // malformed table or override.
    static RuleBook load(const QString &ruleset);
    // Tables from JSON documents already read (tests), keyed by file name for messages.
    static RuleBook fromDocuments(const QString &ruleset, const QHash<QString, QByteArray> &documents);

    // Overrides in the documented format replace or fill values. `source` names the file.
    void applyOverrides(const QByteArray &json, const QString &source);

    const QString &ruleset() const { return mRuleset; }
    QStringList tables() const;
    QString tableTitle(const QString &table) const;
    QString tableSource(const QString &table) const;
    QStringList keys(const QString &table) const; // sorted
    bool has(const QString &table, const QString &key) const;

    // The cell; throws core::Error if the table or key does not exist (a programming error
    // or a damaged resource, named in full).
    const RuleValue &value(const QString &table, const QString &key) const;
    // The value itself; throws MissingRuleValue when the transcription lacks it and the user
    // has not supplied it, core::Error when it is not of the asked type.
    int integer(const QString &table, const QString &key) const;
    // A whole number from `minimum` to `maximum`: a value the procedure cannot use (a die count
    // of 0 where a face is read) is refused as one of the wrong type is, naming the cell.
    int integer(const QString &table, const QString &key, int minimum, int maximum) const;
    // The most dice a table may give a test that sums them: the books' tests roll one to three,
    // and the exact odds of hundreds take minutes (an override of 300 did).
    static constexpr int maxTestDice = 12;
    double number(const QString &table, const QString &key) const;
    QString string(const QString &table, const QString &key) const;
    QStringList strings(const QString &table, const QString &key) const;
    QJsonValue json(const QString &table, const QString &key) const;

    // Every cell that is interpreted or missing, in table order, each keyed "table.key" (table
    // names have no dots): what `adjutant-cli rules --gaps` lists.
    QList<RuleValue> gaps() const;

    // Something worked out from the cells (a list of text parsed, a row made a modifier), kept for
    // the life of the book so that a procedure run at every change of its input reads its rows
    // once: `make()` the first time (`tag`, `key`) is asked for, the kept value after. `tag` is
    // the address of a static object of the caller naming what is kept, `key` tells several
    // apart. A throw is not kept: a missing value throws again on the next call. Safe from
    // several threads; copies of the book share what is kept until one is changed
    // (applyOverrides), which forgets it.
    template <class T, class Make>
    const T &derived(const void *tag, const QString &key, Make &&make) const
    {
        if (const void *kept = findDerived(tag, key))
            return *static_cast<const T *>(kept);
        return *static_cast<const T *>(keepDerived(tag, key, std::make_shared<const T>(make())));
    }

private:
    struct Derived;
    const void *findDerived(const void *tag, const QString &key) const;
    const void *keepDerived(const void *tag, const QString &key,
                            std::shared_ptr<const void> value) const;

    struct Table
    {
        QString title;
        QString source;
        QStringList order;
        QHash<QString, RuleValue> values;
    };
    void addTable(const QByteArray &json, const QString &file);
    const RuleValue &available(const QString &table, const QString &key) const;
    QString mRuleset;
    QStringList mOrder;
    QHash<QString, Table> mTables;
    std::shared_ptr<Derived> mDerived;
};

} // namespace adjutant::rulesets
