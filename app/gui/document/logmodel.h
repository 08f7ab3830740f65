// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace adjutant::core {
struct Event;
}

namespace adjutant::app {

class BattleDocument;

// The battle log as a table: one row per event, oldest first.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Seq,
        Time,
        Turn,
        Phase,
        Description,
        ColumnCount
    };
    enum Role
    {
        TurnRole = Qt::UserRole + 1, // int: the turn the event was recorded in
        KindRole,  // QString: the event type, or "result: <procedure>" for a rule-set result
        KindNameRole, // QString: the kind in a player's words ("Bases moved", "Result: Melee")
        UnitsRole, // QStringList: ids of the units the event changes
        DetailRole // QString: rich text, a result's dice, modifiers and citations
    };

    explicit LogModel(QObject *parent = nullptr);
    void setDocument(const BattleDocument *document);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // What the filters offer, as keys of KindRole.
    static QString kindOf(const core::Event &event);
    static QString kindNameOf(const core::Event &event);
    static QStringList unitsOf(const core::Event &event);
    // DetailRole's text: a result's summary, dice, modifiers and citations, and the reasons of
    // any follow-ups, as rich text; empty for other events. The battle report prints the same.
    static QString detailOf(const core::Event &event);

private:
    void appended();
    const BattleDocument *mDocument = nullptr;
    int mRows = 0;
};

} // namespace adjutant::app
