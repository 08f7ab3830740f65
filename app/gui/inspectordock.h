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

namespace adjutant::app {

class BattleDocument;
class MeasureOverlays;

// The selected battle group against every enemy battle group (DESIGN.md, Measure): for each
// enemy its distance and, beneath it, the facts the measurer gives (contact, flank or rear
// charge positions both ways, shooting arc and range, line of sight, restricted area and zone of
// interception), each with a tooltip citing its rule. Clicking an enemy rings it on the table.
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
    static constexpr const char *contactKey = "contact";
    static constexpr const char *flankChargeKey = "flankOrRearCharge";
    static constexpr const char *flankChargeAgainstUsKey = "flankOrRearChargeAgainstUs";
    static constexpr const char *arcKey = "arc";
    static constexpr const char *sightKey = "lineOfSight";
    static constexpr const char *restrictedAreaKey = "restrictedArea";
    static constexpr const char *interceptionKey = "interception";

    explicit InspectorDock(QWidget *parent = nullptr);
    ~InspectorDock() override;
    void setSources(const BattleDocument *document, MeasureOverlays *overlays);

    QTreeWidget *tree() const { return mTree; }
    QLabel *heading() const { return mHeading; }
    // The row of an enemy, or null.
    QTreeWidgetItem *enemyRow(const QString &unitId) const;
    // A fact row under an enemy's row, by key, or null.
    QTreeWidgetItem *factRow(const QString &unitId, const char *key) const;

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
    // The heading is set at once; rows gets the enemies, nearest first.
    void describe(std::vector<Row> &rows);
    void showRows(const std::vector<Row> &rows);
    QString unitName(const QString &unitId) const;
    // The texts that are the same on every answer (labels, words, the rules' citations), made
    // once for the rule set, its measurements and the battle's contact tolerance rather than on
    // each answer of a drag.
    struct Texts;
    const Texts &texts(const QString &ruleset, const QJsonObject &measurements, double tolerance);

    const BattleDocument *mDocument = nullptr;
    MeasureOverlays *mOverlays = nullptr;
    QLabel *mHeading;
    QTreeWidget *mTree;
    QStringList mLabels; // the fact column's labels when it was last sized, sorted
    std::unique_ptr<Texts> mTexts;
};

} // namespace adjutant::app
