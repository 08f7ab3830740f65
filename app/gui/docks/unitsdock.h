// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QJsonObject>

#include <memory>

class QAction;
class QStyleOptionViewItem;
class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant::core {
struct ChangeScope;
struct Unit;
} // namespace adjutant::core

namespace adjutant::rulesets {
class Books;
struct Setup;
struct UnitCohesion;
}

namespace adjutant::app {

class BattleDocument;
class CohesionLadderDelegate;

// The books of every unit, by side: its cohesion on the rule set's ladder (a click on a step of
// the selected unit's ladder records it), bases now and at the start, its losses against the
// limit its rule set sets (rulesets::Books; FoGR: the autobreak point, with a warning when the
// next base lost would autobreak it), disorder and flags, the attached commander. The ladder's
// and the losses' columns are titled in the rule set's words.
// Its actions (cohesion down and up, a base lost or restored, disorder) act on the current unit,
// each recorded as one step of the log.
class UnitsDock : public QDockWidget
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        Cohesion,
        Strength,
        Losses,
        State,
        Commander,
        Quality,
        TroopType,
        ColumnCount
    };
    // Each unit row holds "unit:<id>", each side row "side:<id>".
    static constexpr int IdRole = Qt::UserRole;

    explicit UnitsDock(QWidget *parent = nullptr);
    ~UnitsDock() override;
    void setDocument(BattleDocument *document);
    QTreeWidget *tree() const { return mTree; }
    CohesionLadderDelegate *ladder() const { return mLadder; }

    // The unit of the current row, or empty.
    QString currentUnit() const;
    // Makes the unit's row current (no unitSelected signal).
    void setCurrentUnit(const QString &unitId);
    QTreeWidgetItem *unitItem(const QString &unitId) const;
    // Records the unit's cohesion as `level`, one step of the log. False when it is that
    // already or the battle refuses it (the reason goes to `message`).
    bool setCohesion(const QString &unitId, const QString &level);

    // The dock's width for the unit's name, its ladder, its bases and its losses whole, as the
    // battle's units now want them (the window widens the dock to it where there is room).
    int essentialWidth() const;

    // Whether the view elides `text` in a cell drawn with `cell` (its rect, font and style).
    static bool isElided(const QStyleOptionViewItem &cell, const QString &text);

    QAction *cohesionDown;
    QAction *cohesionUp;
    QAction *baseLost;
    QAction *baseRestored;
    QAction *disorder;
    // Its menu lists the formations the current unit may take (rulesets::Setup::formations);
    // hidden for a rule set that keeps none.
    QAction *formation;
    // Its menu attaches one of the side's commanders to the current unit, or detaches him
    // (OD 8.3, Attaching Generals; FoGR commanders join battle groups alike).
    QAction *commander;
    QList<QAction *> unitActions() const
    {
        return {cohesionDown, cohesionUp, baseLost, baseRestored, disorder, formation, commander};
    }
    // Records the unit's formation as `name`, one step of the log. False when it is in that
    // formation already or the battle refuses it.
    bool setFormation(const QString &unitId, const QString &name);

signals:
    // The user made this unit current in the dock.
    void unitSelected(const QString &unitId);
    // A refusal to show the user.
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Every row again, keeping which sides are open and the current unit.
    void sync();
    void documentChanged(const core::ChangeScope &scope);
    void fillRow(QTreeWidgetItem *item, const core::Unit &unit, const QStringList &steps,
                 const rulesets::Books *rulesetBooks);
    void updateActions();
    // The unit's level as the dock shows it: recorded, else where the rules start every unit.
    rulesets::UnitCohesion cohesionOf(const core::Unit &unit) const;
    bool record(const QString &type, const QJsonObject &payload);
    void stepCohesion(int by);
    void toggleDisorder();
    void fillFormations();
    void fillCommanders();
    // The current unit's record, or nullptr.
    const core::Unit *current() const;
    // The battle's rule set's set-up (its formations), kept while the battle's rule set stays.
    const rulesets::Setup &setup() const;
    QStringList ladderSteps() const;
    void updateHeader(const rulesets::Books *rulesetBooks);
    // The columns' widths to the dock's: see unitsdock.cpp.
    void fitColumns();
    // Each column's width for its widest text (header or cell).
    QList<int> wantedWidths() const;

    BattleDocument *mDocument = nullptr;
    QTreeWidget *mTree;
    CohesionLadderDelegate *mLadder;
    bool mSyncing = false;
    mutable std::unique_ptr<rulesets::Setup> mSetup;
    mutable QString mSetupFor;
    // The unit ("unit:<id>") whose row was current when the mouse was last pressed on its row.
    QString mLadderArmedFor;
};

} // namespace adjutant::app
