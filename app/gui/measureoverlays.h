#pragma once

#include "app/gui/overlayitem.h"
#include "app/measure/measure.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <array>
#include <memory>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

class TableScene;

// What the table shows about the selected battle group (DESIGN.md, Measure): its facts towards
// every enemy, from the measurer (adjutant-cli measure, docs/cli.md), and the overlays the
// players switch on: its shooting arcs at short and long range, its restricted area, its zone
// of interception, the command ranges of its side's commanders, and its line of sight to each
// enemy. Every rule value is read from the rule set's measurements.json; nothing is decided
// here. It follows the selection, the model, and a drag in progress (the battle as shown, with
// the dragged bases where they are on screen).
class MeasureOverlays : public QObject
{
    Q_OBJECT

public:
    enum class Overlay
    {
        ShortArc,
        LongArc,
        RestrictedArea,
        Interception,
        CommandRanges,
        LineOfSight
    };
    static constexpr int overlayCount = 6;

    explicit MeasureOverlays(TableScene *scene, QObject *parent = nullptr);
    ~MeasureOverlays() override;

    bool isShown(Overlay overlay) const { return mShown[std::size_t(overlay)]; }
    void setShown(Overlay overlay, bool on);

    // The selected battle group (every selected base is of it), or empty.
    const QString &unitId() const { return mUnitId; }
    // Its entry in the measurer's "units" (enemies at any distance), or empty.
    const QJsonObject &facts() const { return mFacts; }
    // Each enemy's own entry about the selected battle group (its facts towards us), by id.
    QJsonObject factsAbout(const QString &enemyId) const { return mReverse.value(enemyId); }
    // Contacts between bases of the selected battle group and enemy bases, as the measurer
    // words them, each turned to read from our base ("a" is ours).
    const QJsonArray &contacts() const { return mContacts; }
    // The rule set's measurements.json (values with their sections), or empty.
    const QJsonObject &measurements() const { return mMeasurements; }
    // Why there are no facts (a rule set without measurements, a hex map), or empty.
    const QString &error() const { return mError; }

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
    core::Battle shownBattle() const;

    QPointer<TableScene> mScene; // the scene may go first (it deletes the items itself)
    std::array<bool, overlayCount> mShown{};
    QString mUnitId;
    QString mHighlighted;
    QString mRuleset;
    QJsonObject mFacts;
    QHash<QString, QJsonObject> mReverse;
    QJsonArray mContacts;
    QJsonObject mMeasurements;
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
