// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QDockWidget>
#include <QJsonObject>
#include <QStringList>

#include <memory>
#include <vector>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant::rulesets {
struct FactView;
}

namespace adjutant::app {

class BattleDocument;
class MeasureOverlays;

// The selected battle group against every enemy battle group (DESIGN.md, Measure): for each
// enemy its distance and, beneath it, its contact and the facts the rule set gives and words
// (rulesets::TableRules::describe: FoGR's flank or rear charge positions both ways, shooting
// arc and range, line of sight, restricted area and zone of interception; Old Dessauer's
// pinning zone and arc of fire ...), each with a tooltip citing its rule. Above them, where the
// rule set gives them (TableRules::describeUnit), the unit's own facts: Old Dessauer's move and
// cost of a change of formation. Clicking an enemy rings it on the table.
class InspectorDock : public QDockWidget
{
    Q_OBJECT

public:
    enum Column
    {
        Fact,
        Value,
        ColumnCount
    };
    // Each fact row carries its key in Qt::UserRole of the Fact column; each enemy row its unit
    // id there, and its distance in table units in Qt::UserRole of the Value column.
    // The contact row's key; the other rows' keys are the rule set's (rulesets::FactView).
    static constexpr const char *contactKey = "contact";

    explicit InspectorDock(QWidget *parent = nullptr);
    ~InspectorDock() override;
    void setSources(const BattleDocument *document, MeasureOverlays *overlays);

    QTreeWidget *tree() const { return mTree; }
    QLabel *heading() const { return mHeading; }
    // The row of an enemy, or null.
    QTreeWidgetItem *enemyRow(const QString &unitId) const;
    // A fact row under an enemy's row, by key, or null.
    QTreeWidgetItem *factRow(const QString &unitId, const QString &key) const;

protected:
    // The facts' colours are chosen for the palette in use (themecolours.h): chosen again when
    // it changes (Edit > Preferences > Palette), or they kept the old palette's on the new.
    void changeEvent(QEvent *event) override;

private:
    // What the tree shows, worked out before it is shown (so that rows can be updated in place).
    struct FactRow
    {
        QString key;
        QString label;
        QString value;
        QColor colour;
        QString tip;
    };
    struct Row
    {
        QString id;
        QString name;
        double distance = 0;
        QString distanceText;
        std::vector<FactRow> facts;
    };

    void sync();
    FactRow factRow(const rulesets::FactView &fact) const;
    // The heading is set at once; rows gets the enemies, nearest first.
    void describe(std::vector<Row> &rows);
    void showRows(const std::vector<Row> &rows);
    QString unitName(const QString &unitId) const;

    const BattleDocument *mDocument = nullptr;
    MeasureOverlays *mOverlays = nullptr;
    QLabel *mHeading;
    QTreeWidget *mTree;
    QStringList mLabels; // the fact column's labels when it was last sized, sorted
    // Tips set once for what they are about, not on every answer of a drag.
    const void *mCommandTipFor = nullptr;
    double mContactTipFor = -1;
    QString mContactTip;
};

} // namespace adjutant::app
