// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/table/overlayitem.h"
#include "measure/measurecache.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::rulesets {
class TableRules;
struct Zone;
} // namespace adjutant::rulesets

namespace adjutant::app {

class TableScene;

// What the table shows about the selected battle group (DESIGN.md, Measure): its facts towards
// every enemy, from the rule set's measurement (adjutant-cli measure, docs/cli.md), and the
// overlays the players switch on, each a zone the rule set draws (TableRules::zones: FoGR's
// arcs of fire, restricted area, zone of interception; Old Dessauer's pinning zone; command
// ranges and lines of sight). Nothing is decided here. It follows the selection, the model, and
// a drag in progress (the battle as shown, with the dragged bases where they are on screen).
class MeasureOverlays : public QObject
{
    Q_OBJECT

public:
    explicit MeasureOverlays(TableScene *scene, QObject *parent = nullptr);
    ~MeasureOverlays() override;

    // An overlay of the rule set's (OverlayInfo::key), switched on.
    bool isShown(const QString &overlay) const { return mShown.contains(overlay); }
    void setShown(const QString &overlay, bool on);

    // The selected battle group (every selected base is of it), or empty.
    const QString &unitId() const { return mUnitId; }
    // Its entry in the measurer's "units" (enemies at any distance), or empty.
    const QJsonObject &facts() const { return mFacts; }
    // Each enemy's own entry about the selected battle group (its facts towards us), by id.
    QJsonObject factsAbout(const QString &enemyId) const { return mReverse.value(enemyId); }
    // Contacts between bases of the selected battle group and enemy bases, as the measurer
    // words them, each turned to read from our base ("a" is ours).
    const QJsonArray &contacts() const { return mContacts; }
    // The battle's rule set's table rules, or nullptr (no battle, a rule set that does not
    // measure).
    const rulesets::TableRules *rules() const { return mRules; }
    // Why there are no facts (a rule set that does not measure, a unit it cannot place), or
    // empty.
    const QString &error() const { return mError; }

    // The captions made again in the table's style as it is now (table-side mode).
    void restyle();

    // Marks an enemy on the table (empty: none).
    void highlight(const QString &enemyId);
    const QString &highlighted() const { return mHighlighted; }

    QList<OverlayItem *> items(OverlayItem::Kind kind) const;
    QList<OverlayLabel *> labels() const { return mLabels; }
    // What the last refresh took (measuring, drawing and the inspector's answer), and the last
    // redrawing of the overlays alone (as each move of a drag does), for the record.
    qint64 lastRefreshMicroseconds() const { return mCost; }
    // The measuring alone in the last refresh.
    qint64 lastMeasureMicroseconds() const { return mMeasureCost; }
    qint64 lastDrawMicroseconds() const { return mDrawCost; }

signals:
    // The selection, the model or a drag changed the facts.
    void factsChanged();

private:
    void refresh();
    void dragMoved();
    void measureShown(const core::Battle &battle);
    void rebuild();
    void draw();
    OverlayItem *add(OverlayItem::Kind kind, const QPainterPath &path, const QString &about = {});
    void label(const QString &text, const QColor &accent, QPointF scenePoint);
    void drawZone(const rulesets::Zone &zone);
    QString unitSide() const;
    core::Battle shownBattle() const;

    QPointer<TableScene> mScene; // the scene may go first (it deletes the items itself)
    QSet<QString> mShown;
    QString mUnitId;
    QString mHighlighted;
    const rulesets::TableRules *mRules = nullptr;
    QJsonObject mFacts;
    QHash<QString, QJsonObject> mReverse;
    QJsonArray mContacts;
    QString mError;
    QList<OverlayItem *> mItems;
    QList<OverlayLabel *> mLabels;
    // While drawing: the items and labels of the last drawing not drawn again yet. An overlay
    // that comes out the same keeps its item, so that the view repaints only what changed.
    QList<OverlayItem *> mSpareItems;
    QList<OverlayLabel *> mSpareLabels;
    qint64 mCost = 0;
    qint64 mDrawCost = 0;
    qint64 mMeasureCost = 0;
    measure::MeasureCache mCache; // sight lines traced before, for the next move of a drag
    struct ZoneOutlines;
    std::unique_ptr<ZoneOutlines> mOutlines; // zone outlines made before, for the next drawing
    QTimer *mRemeasure;
};

} // namespace adjutant::app
