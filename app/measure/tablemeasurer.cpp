#include "app/measure/tablemeasurer.h"

#include "app/measure/measurements.h"
#include "core/battle.h"
#include "geometry/baseindex.h"
#include "geometry/contact.h"
#include "geometry/lineofsight.h"
#include "geometry/tolerance.h"
#include "geometry/zones.h"

#include <QByteArray>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <exception>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <thread>

namespace adjutant::measure {

namespace {
// A line of sight's front base and target, to the bit.
struct SightLine
{
    geometry::OrientedRect from;
    geometry::OrientedRect to;
    bool operator==(const SightLine &other) const
    {
        return std::memcmp(this, &other, sizeof(SightLine)) == 0;
    }
};
static_assert(sizeof(SightLine) == 10 * sizeof(double), "no padding: compared and hashed as bytes");
size_t qHash(const SightLine &line, size_t seed = 0)
{
    return qHashBits(&line, sizeof(SightLine), seed);
}
} // namespace

// Sight answers by their exact inputs (the bytes of the corners, the target and the blockers).
struct MeasureCache::Impl
{
    // The contact tolerance of the battle last measured: everything below was worked out with it,
    // and is forgotten when a battle with another tolerance is measured.
    double tolerance = geometry::contactTolerance;
    // Held for every look-up in and change to the sight answers below: a unit's enemies are
    // measured on several threads at once (Measurer::unitBothWays). Never held while tracing.
    std::mutex lock;
    // Sight answers by the two front corners, the target and the blockers that meet their hull.
    QHash<QByteArray, bool> sight;
    // The same answers by everything that may block the lines of a side (every base of the
    // side's other units, by their shapes' serials below, and the terrain that blocks sight),
    // then by the front base and the target: while one unit's base is dragged, what blocks its
    // lines and its enemies' lines towards it does not change, and a line between two bases
    // that did not move is answered without gathering blockers or working out its hull.
    QHash<QByteArray, QHash<SightLine, bool>> sightByBlockers;
    qsizetype sightLines = 0; // how many answers sightByBlockers holds
    quint64 nextSerial = 0;
    // Each unit's bases as last measured, with what was worked out from them alone (its front
    // rank and its bases' footprints): a unit whose bases are the same, to the bit, reuses them.
    struct Shape
    {
        std::vector<geometry::OrientedRect> bases;
        std::vector<std::size_t> frontRank;
        std::vector<geometry::Footprint> footprints;
        quint64 serial = 0; // new whenever the bases change: the same serial, the same bases
    };
    std::vector<Shape> shapes;
    // How long each task of the last measurement of a unit took (Measurer::unitBothWays), by the
    // unit's id, then the task: the next measurement hands the longest out first.
    QHash<QString, std::vector<qint64>> taskNanoseconds;
};

MeasureCache::MeasureCache() : d(std::make_unique<Impl>()) {}
MeasureCache::~MeasureCache() = default;

namespace {

using geometry::OrientedRect;

const char *edgeNames[] = {"front", "right", "rear", "left"};
const char *cornerNames[] = {"front-left", "front-right", "rear-right", "rear-left"};

OrientedRect rectOf(const core::Base &base)
{
    return {{base.x.millimetres(), base.y.millimetres()}, base.facing, base.width.millimetres(),
            base.depth.millimetres()};
}

struct UnitShape
{
    const core::Unit *unit;
    std::vector<OrientedRect> bases;
    std::vector<OrientedRect> frontRank; // bases with no base of their own unit straight ahead in touch
};

UnitShape shapeOf(const core::Unit &unit, double tolerance)
{
    UnitShape shape{&unit, {}, {}};
    for (const core::Base &base : unit.bases)
        shape.bases.push_back(rectOf(base));
    for (const std::size_t i : geometry::frontRank(shape.bases, tolerance))
        shape.frontRank.push_back(shape.bases[i]);
    return shape;
}

double halfDiagonal(const OrientedRect &r)
{
    // Asked for every pair of bases the zone and distance tests look at (some 10,000 times a
    // move of a drag), and the bases of a table are of a few sizes: the last size's answer is
    // kept, exactly as hypot gave it (a NaN size is never the same, and is worked out).
    thread_local double width = std::numeric_limits<double>::quiet_NaN();
    thread_local double depth = width;
    thread_local double half = 0;
    if (r.width != width || r.depth != depth) {
        width = r.width;
        depth = r.depth;
        half = 0.5 * std::hypot(r.width, r.depth);
    }
    return half;
}

// Bases whose centres are further apart than their half diagonals and `reach` together (and
// twice the largest contact tolerance, more than the zones allow beyond their reach): no point
// of b is within `reach` of any point of a, since every point of a base lies within its half
// diagonal of its centre.
// Tells cheaply what a distance or zone test (geometry::directlyInFrontWithin) would answer for
// far bases. `halfA`: a's half diagonal, when the caller has it.
bool beyondReach(const OrientedRect &a, double halfA, const OrientedRect &b, double reach)
{
    const double limit = halfA + halfDiagonal(b) + reach + 2.0 * geometry::maxContactTolerance;
    const geometry::Point gap = b.centre - a.centre;
    return geometry::dot(gap, gap) > limit * limit;
}

bool beyondReach(const OrientedRect &a, const OrientedRect &b, double reach)
{
    return beyondReach(a, halfDiagonal(a), b, reach);
}

// The least distance between a base of a and a base of b. A pair beyond reach of the best
// distance so far is not measured: the least is the same.
double distance(const std::vector<OrientedRect> &a, const std::vector<OrientedRect> &b)
{
    double best = std::numeric_limits<double>::infinity();
    for (const OrientedRect &x : a) {
        const double rx = halfDiagonal(x);
        for (const OrientedRect &y : b) {
            if (!beyondReach(x, rx, y, best))
                best = std::min(best, geometry::distance(x, y));
        }
    }
    return best;
}

template<typename Predicate>
bool anyPair(const std::vector<OrientedRect> &a, const std::vector<OrientedRect> &b, Predicate predicate)
{
    for (const OrientedRect &x : a) {
        for (const OrientedRect &y : b) {
            if (predicate(x, y))
                return true;
        }
    }
    return false;
}

// The base whose front edge lies furthest forward, for each direction the unit faces: the
// front edges of a battle group facing more than one way (FoGR, Charging a Flank or Rear).
std::vector<OrientedRect> frontEdges(const UnitShape &shape, double tolerance)
{
    std::vector<OrientedRect> fronts;
    for (const OrientedRect &base : shape.frontRank) {
        auto same = std::find_if(fronts.begin(), fronts.end(), [&](const OrientedRect &f) {
            return std::abs(f.facingDegrees - base.facingDegrees) < 1.0;
        });
        if (same == fronts.end())
            fronts.push_back(base);
        else if (geometry::toLocal(*same, geometry::corners(base)[0]).ahead > tolerance)
            *same = base;
    }
    return fronts;
}

QString contactText(const geometry::Contact &contact)
{
    switch (contact.kind()) {
    case geometry::Contact::Kind::EdgeToEdge: {
        const auto &e = contact.edgeContacts[0];
        return QStringLiteral("%1 edge to %2 edge").arg(QLatin1String(edgeNames[int(e.a)]), QLatin1String(edgeNames[int(e.b)]));
    }
    case geometry::Contact::Kind::CornerToEdge:
    case geometry::Contact::Kind::EdgeToCorner:
        for (int i = 0; i < contact.cornerCount; ++i) {
            const auto &c = contact.cornerContacts[i];
            if (c.atCorner)
                continue;
            return c.ofA ? QStringLiteral("%1 corner to %2 edge").arg(QLatin1String(cornerNames[int(c.corner)]), QLatin1String(edgeNames[int(c.otherEdge)]))
                         : QStringLiteral("%1 edge to %2 corner").arg(QLatin1String(edgeNames[int(c.otherEdge)]), QLatin1String(cornerNames[int(c.corner)]));
        }
        break;
    case geometry::Contact::Kind::CornerToCorner: {
        const auto &c = contact.cornerContacts[0];
        return QStringLiteral("%1 corner to %2 corner").arg(QLatin1String(cornerNames[int(c.corner)]), QLatin1String(cornerNames[int(c.otherCorner)]));
    }
    default:
        break;
    }
    return {};
}

// The convex hull of the points, counter-clockwise (Andrew's monotone chain).
geometry::Polygon convexHull(std::vector<geometry::Point> points)
{
    std::sort(points.begin(), points.end(), [](geometry::Point a, geometry::Point b) {
        return a.x != b.x ? a.x < b.x : a.y < b.y;
    });
    if (points.size() < 3)
        return points;
    geometry::Polygon hull(2 * points.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        while (k >= 2 && geometry::cross(hull[k - 1] - hull[k - 2], points[i] - hull[k - 2]) <= 0)
            --k;
        hull[k++] = points[i];
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i > 0; --i) {
        while (k >= lower &&
               geometry::cross(hull[k - 1] - hull[k - 2], points[i - 1] - hull[k - 2]) <= 0)
            --k;
        hull[k++] = points[i - 1];
    }
    hull.resize(k - 1);
    return hull;
}

// Slack in the tests below, in millimetres: an outline that only touches a region counts as
// meeting it.
constexpr double regionSlack = 1e-6;

// The unit normal of a polygon's edge from point i to the next, or none for an edge of no length.
std::optional<geometry::Point> edgeNormal(const geometry::Polygon &polygon, std::size_t i)
{
    const geometry::Point along = polygon[(i + 1) % polygon.size()] - polygon[i];
    const double length = geometry::length(along);
    if (length <= 0)
        return std::nullopt;
    return geometry::Point{-along.y / length, along.x / length};
}

// The least and greatest of the points' projections on `axis`.
std::pair<double, double> extentAlong(const geometry::Polygon &points, geometry::Point axis)
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const geometry::Point &p : points) {
        lo = std::min(lo, geometry::dot(p, axis));
        hi = std::max(hi, geometry::dot(p, axis));
    }
    return {lo, hi};
}

// A convex region tested against many convex outlines: apart when a line between them touches
// neither (separating axes: the edge normals of both). The region's own axes and its extent
// along them are worked out once for the many outlines.
class ConvexRegion
{
public:
    explicit ConvexRegion(const geometry::Polygon &region) : mPoints(region)
    {
        for (std::size_t i = 0; i < region.size(); ++i) {
            if (const auto axis = edgeNormal(region, i)) {
                const auto [lo, hi] = extentAlong(region, *axis);
                mAxes.push_back({*axis, lo, hi});
            }
        }
    }

    bool apartFrom(const geometry::Polygon &b) const
    {
        if (apartAlongOwnAxes(b))
            return true;
        for (std::size_t i = 0; i < b.size(); ++i) {
            if (const auto axis = edgeNormal(b, i)) {
                if (apartAlong(b, *axis))
                    return true;
            }
        }
        return false;
    }

    // The same, b's edge normals (edgeNormal's, those of edges of no length left out) given.
    bool apartFrom(const geometry::Polygon &b, const geometry::Point *axes, std::size_t count) const
    {
        if (apartAlongOwnAxes(b))
            return true;
        for (std::size_t i = 0; i < count; ++i) {
            if (apartAlong(b, axes[i]))
                return true;
        }
        return false;
    }

private:
    bool apartAlongOwnAxes(const geometry::Polygon &b) const
    {
        for (const Axis &a : mAxes) {
            const auto [loB, hiB] = extentAlong(b, a.axis);
            if (a.hi < loB - regionSlack || hiB < a.lo - regionSlack)
                return true;
        }
        return false;
    }

    bool apartAlong(const geometry::Polygon &b, geometry::Point axis) const
    {
        const auto [loA, hiA] = extentAlong(mPoints, axis);
        const auto [loB, hiB] = extentAlong(b, axis);
        return hiA < loB - regionSlack || hiB < loA - regionSlack;
    }

    struct Axis
    {
        geometry::Point axis;
        double lo;
        double hi;
    };
    const geometry::Polygon &mPoints;
    std::vector<Axis> mAxes;
};

// A sight cache's key: the exact bits of the numbers an answer depends on.
void appendOutlines(std::vector<double> &values, const std::vector<geometry::Polygon> &outlines)
{
    for (const geometry::Polygon &outline : outlines) {
        values.push_back(double(outline.size()));
        for (const geometry::Point &p : outline) {
            values.push_back(p.x);
            values.push_back(p.y);
        }
    }
}

QByteArray bitsOf(const std::vector<double> &values)
{
    return QByteArray(reinterpret_cast<const char *>(values.data()), qsizetype(values.size() * sizeof(double)));
}

// What may block a line of sight within a convex region: base outlines (convex) and terrain
// pieces (any shape, kept when their boxes meet the region's box).
struct SightBlockers
{
    std::vector<geometry::Polygon> bases;
    std::vector<geometry::Polygon> terrain;
    // Their boxes, made once for the many regions of a pair of groups.
    std::vector<geometry::Box> baseBoxes;
    std::vector<geometry::Box> terrainBoxes;
    // The bases' edge normals (ConvexRegion::apartFrom's axes), base i's from baseAxesAt[i].
    std::vector<geometry::Point> baseAxes;
    std::vector<std::size_t> baseAxesAt{0};

    void boxAll()
    {
        baseBoxes.clear();
        terrainBoxes.clear();
        baseAxes.clear();
        baseAxesAt.assign(1, 0);
        for (const geometry::Polygon &base : bases) {
            baseBoxes.push_back(geometry::boxOf(base));
            addAxes(base);
        }
        for (const geometry::Polygon &piece : terrain)
            terrainBoxes.push_back(geometry::boxOf(piece));
    }

    // Those that meet the convex `region`, as blockers (in the same order): for the regions
    // inside it, within() then gives what it gives on the whole set.
    SightBlockers narrowedTo(const geometry::Polygon &region) const
    {
        SightBlockers result;
        forEachMeeting(
            region,
            [&](std::size_t i) {
                result.bases.push_back(bases[i]);
                result.baseBoxes.push_back(baseBoxes[i]);
                result.addAxes(bases[i]);
            },
            [&](std::size_t i) {
                result.terrain.push_back(terrain[i]);
                result.terrainBoxes.push_back(terrainBoxes[i]);
            });
        return result;
    }

    // Those that meet the convex `region`, into `out` (a line inside the region crosses no
    // other). The outlines `out` held are moved to `spare` first and their storage used again:
    // a measurement asks this for every line it traces.
    void within(const geometry::Polygon &region, std::vector<geometry::Polygon> &out,
                std::vector<geometry::Polygon> &spare) const
    {
        while (!out.empty()) {
            spare.push_back(std::move(out.back()));
            out.pop_back();
        }
        auto take = [&](const geometry::Polygon &outline) {
            if (spare.empty()) {
                out.push_back(outline);
                return;
            }
            out.push_back(std::move(spare.back()));
            spare.pop_back();
            out.back().assign(outline.begin(), outline.end());
        };
        forEachMeeting(
            region, [&](std::size_t i) { take(bases[i]); },
            [&](std::size_t i) { take(terrain[i]); });
    }

private:
    void addAxes(const geometry::Polygon &base)
    {
        for (std::size_t k = 0; k < base.size(); ++k) {
            if (const auto axis = edgeNormal(base, k))
                baseAxes.push_back(*axis);
        }
        baseAxesAt.push_back(baseAxes.size());
    }

    // Calls onBase(i) for each base outline that meets the convex `region`, then onTerrain(i)
    // for each terrain piece whose box meets the region's box.
    template <typename OnBase, typename OnTerrain>
    void forEachMeeting(const geometry::Polygon &region, OnBase onBase, OnTerrain onTerrain) const
    {
        const geometry::Box box = geometry::boxOf(region);
        const ConvexRegion convex(region);
        for (std::size_t i = 0; i < bases.size(); ++i) {
            if (!geometry::apart(box, baseBoxes[i], regionSlack) &&
                !convex.apartFrom(bases[i], baseAxes.data() + baseAxesAt[i],
                                  baseAxesAt[i + 1] - baseAxesAt[i]))
                onBase(i);
        }
        for (std::size_t i = 0; i < terrain.size(); ++i) {
            if (!geometry::apart(box, terrainBoxes[i], regionSlack))
                onTerrain(i);
        }
    }
};

// How many threads measure a unit's enemies (Measurer::unitBothWays): one for each core, up to
// four; ADJUTANT_MEASURE_THREADS=n sets it (1: all on the calling thread, as a comparison).
std::size_t measuringThreads()
{
    static const std::size_t threads = [] {
        const int asked = qEnvironmentVariableIntValue("ADJUTANT_MEASURE_THREADS");
        if (asked > 0)
            return std::size_t(std::min(asked, 16));
        const unsigned cores = std::thread::hardware_concurrency();
        return std::size_t(std::clamp(cores, 1u, 4u));
    }();
    return threads;
}

// Threads kept for the life of the program that help the calling thread through a batch of
// tasks (measuringThreads() - 1 of them). The caller takes tasks too, and once every task is
// taken waits only for the tasks helpers are still on: a helper that wakes late (its core busy
// with another program) finds nothing left and touches nothing of the batch, so the caller never
// waits for it to be scheduled.
class MeasuringHelpers
{
public:
    // Runs task(0) to task(count - 1), each once, on this thread and the helpers; returns when all
    // are done. A task must not throw.
    static void run(std::size_t count, const std::function<void(std::size_t)> &task)
    {
        const std::size_t helpers = std::min(measuringThreads() - 1, count / 2);
        if (helpers == 0) {
            for (std::size_t t = 0; t < count; ++t)
                task(t);
            return;
        }
        static MeasuringHelpers pool(measuringThreads() - 1);
        pool.runBatch(count, task);
    }

    ~MeasuringHelpers()
    {
        {
            const std::lock_guard<std::mutex> locked(mLock);
            mStop = true;
        }
        mWake.notify_all();
        for (std::thread &thread : mThreads)
            thread.join();
    }

private:
    struct Batch
    {
        const std::function<void(std::size_t)> *task; // used only for a task taken below count
        std::size_t count;
        std::atomic<std::size_t> next{0};
    };

    explicit MeasuringHelpers(std::size_t threads)
    {
        for (std::size_t i = 0; i < threads; ++i)
            mThreads.emplace_back([this] { help(); });
    }

    void runBatch(std::size_t count, const std::function<void(std::size_t)> &task)
    {
        auto batch = std::make_shared<Batch>();
        batch->task = &task;
        batch->count = count;
        {
            const std::lock_guard<std::mutex> locked(mLock);
            mBatch = batch;
            ++mBatchSerial;
        }
        mWake.notify_all();
        for (std::size_t t = batch->next++; t < count; t = batch->next++)
            task(t);
        // Every task is taken: wait for those still being done, then let the batch go.
        std::unique_lock<std::mutex> locked(mLock);
        mDone.wait(locked, [&] { return mBusy == 0; });
        mBatch.reset();
    }

    void help()
    {
        quint64 seen = 0;
        for (;;) {
            std::shared_ptr<Batch> batch;
            {
                std::unique_lock<std::mutex> locked(mLock);
                mWake.wait(locked, [&] { return mStop || mBatchSerial != seen; });
                if (mStop)
                    return;
                seen = mBatchSerial;
                batch = mBatch;
                if (!batch)
                    continue; // already over
                // Counted busy before taking a task, under the lock the caller waits with: the
                // caller cannot see no helper busy while one holds a task it has not done.
                ++mBusy;
            }
            for (std::size_t t = batch->next++; t < batch->count; t = batch->next++)
                (*batch->task)(t);
            {
                const std::lock_guard<std::mutex> locked(mLock);
                --mBusy;
            }
            mDone.notify_all();
        }
    }

    std::mutex mLock;
    std::condition_variable mWake;
    std::condition_variable mDone;
    std::shared_ptr<Batch> mBatch;
    quint64 mBatchSerial = 0;
    int mBusy = 0;
    bool mStop = false;
    std::vector<std::thread> mThreads;
};

class Measurer
{
public:
    Measurer(const core::Battle &battle, double within, MeasureCache *cache = nullptr)
        : mCache(cache), mBattle(battle), mData(loadMeasurements(battle.ruleset)),
          mMm(battle.table.unit.size().millimetres()), mWithin(within * mMm),
          mTolerance(battle.table.contactTolerance)
    {
        if (mCache && mCache->impl().tolerance != mTolerance) {
            auto &cache = mCache->impl();
            const std::lock_guard<std::mutex> locked(cache.lock);
            cache.tolerance = mTolerance;
            cache.sight.clear();
            cache.sightByBlockers.clear();
            cache.sightLines = 0;
            cache.shapes.clear();
        }
        if (!mCache) {
            for (const core::Unit &unit : battle.units)
                mShapes.push_back(shapeOf(unit, mTolerance));
        }
        std::vector<OrientedRect> all;
        for (int u = 0; u < int(battle.units.size()); ++u) {
            mFirst.push_back(all.size());
            if (mCache) {
                // The same front rank and footprints as shapeOf and footprint() give, kept from
                // the last measurement when the unit's bases are the same to the bit.
                const core::Unit &unit = battle.units[std::size_t(u)];
                UnitShape shape{&unit, {}, {}};
                for (const core::Base &base : unit.bases)
                    shape.bases.push_back(rectOf(base));
                auto &kept = mCache->impl().shapes;
                if (kept.size() <= std::size_t(u))
                    kept.resize(std::size_t(u) + 1);
                auto &known = kept[std::size_t(u)];
                const bool same = known.bases.size() == shape.bases.size() &&
                                  (shape.bases.empty() ||
                                   std::memcmp(known.bases.data(), shape.bases.data(),
                                               shape.bases.size() * sizeof(OrientedRect)) == 0);
                if (!same || known.serial == 0) {
                    known.serial = ++mCache->impl().nextSerial;
                    known.bases = shape.bases;
                    known.frontRank = geometry::frontRank(shape.bases, mTolerance);
                    known.footprints.clear();
                    for (const OrientedRect &base : shape.bases)
                        known.footprints.push_back(geometry::footprint(base));
                }
                for (const std::size_t i : known.frontRank)
                    shape.frontRank.push_back(shape.bases[i]);
                mSerials.push_back(known.serial);
                mFootprints.insert(mFootprints.end(), known.footprints.begin(), known.footprints.end());
                mShapes.push_back(std::move(shape));
            } else {
                for (const OrientedRect &base : mShapes[u].bases)
                    mFootprints.push_back(geometry::footprint(base));
            }
            for (const OrientedRect &base : mShapes[u].bases) {
                all.push_back(base);
                mOwner.push_back(u);
            }
        }
        mIndex.rebuild(all);
        for (const core::Terrain &terrain : battle.terrain) {
            geometry::Polygon outline;
            for (const core::TablePoint &p : terrain.polygon)
                outline.push_back({p.x.millimetres(), p.y.millimetres()});
            mTerrain.push_back(outline);
        }
    }

    double units(double mm) const { return std::round(mm / mMm * 1000.0) / 1000.0; }

    QJsonObject basePairs() const { return pairsJson(mIndex.pairsWithin(mFootprints, mTolerance)); }

    // The contacts and overlaps of basePairs() that involve a base of unit u, found through the
    // R-tree around its bases alone.
    QJsonObject basePairsOf(int u) const
    {
        std::vector<geometry::BaseIndex::Pair> pairs;
        std::vector<std::size_t> candidates;
        const std::size_t first = mFirst[u];
        const std::size_t end = first + mShapes[u].bases.size();
        for (std::size_t i = first; i < end; ++i) {
            mIndex.candidatesNear(mFootprints[i], mTolerance, candidates);
            for (const std::size_t j : candidates) {
                if (j == i || (j >= first && j < end && j < i))
                    continue; // a pair of our own bases once
                const std::size_t a = std::min(i, j);
                const std::size_t b = std::max(i, j);
                // As BaseIndex::pairsWithin measures it, from the lower id.
                const double d = geometry::distance(mFootprints[a], mFootprints[b]);
                if (d <= mTolerance)
                    pairs.push_back({a, b, d});
            }
        }
        return pairsJson(std::move(pairs));
    }

    // Unit u measured both ways: its own entry (unitFacts) and each enemy's facts towards it
    // (what that enemy's unitFacts says of u), by enemy id, and the base pairs it is in.
    //
    // The facts of each pair of groups, ours towards an enemy and the enemy's towards us, do not
    // depend on one another, nor on the rest of the unit's facts: they are worked out on as many
    // threads as the machine has cores (up to four; MeasuringHelpers), each taking the next task
    // not yet taken, then put together in the order one thread would give.
    // What the pairs share is safe for it: the shapes, footprints and R-tree are only read, the
    // rule set's values read once are kept under mLazy, and the cache's sight answers under its
    // lock (a line is traced without it). The answers are the same as on one thread.
    UnitMeasurement unitBothWays(int u) const
    {
        const UnitShape &self = mShapes[u];
        std::vector<int> foes;
        for (int e = 0; e < int(mShapes.size()); ++e) {
            const UnitShape &enemy = mShapes[e];
            if (enemy.unit->side != self.unit->side && !enemy.bases.empty() && !self.bases.empty())
                foes.push_back(e);
        }
        // Task 1 + k for k < n: our facts towards foes[k]; for k >= n: foes[k - n]'s towards us.
        struct PairFacts
        {
            bool within = false;
            QJsonObject facts;
            std::exception_ptr error;
        };
        const std::size_t n = foes.size();
        std::vector<PairFacts> done(2 * n);
        // Task 0: the rest of the unit's facts and its base pairs.
        std::exception_ptr restError;
        QJsonObject rest;
        QJsonObject pairs;
        const std::function<void(std::size_t)> task = [&](std::size_t t) {
            if (t-- == 0) {
                try {
                    rest = unitFactsBesideEnemies(u);
                    pairs = basePairsOf(u);
                } catch (...) {
                    restError = std::current_exception();
                }
                return;
            }
            PairFacts &pair = done[t];
            try {
                const UnitShape &enemy = mShapes[std::size_t(foes[t % n])];
                const bool ours = t < n;
                const double d =
                    ours ? distance(self.bases, enemy.bases) : distance(enemy.bases, self.bases);
                pair.within = d <= mWithin;
                if (pair.within)
                    pair.facts = ours ? enemyFacts(self, enemy, d) : enemyFacts(enemy, self, d);
            } catch (...) {
                pair.error = std::current_exception();
            }
        };
        // With a cache, the tasks handed out longest first, by how long each took last time
        // (those of pairs whose sight lines are all blocked take the longest): the threads then
        // finish nearer together than when a long task is taken last. The answers do not depend
        // on the order (each task writes its own, put together in order below).
        const std::size_t count = 2 * n + 1;
        if (mCache && measuringThreads() > 1) {
            std::vector<std::size_t> order(count);
            std::vector<qint64> took(count, 0);
            {
                MeasureCache::Impl &cache = mCache->impl();
                const std::lock_guard<std::mutex> locked(cache.lock);
                const auto last = std::as_const(cache.taskNanoseconds).constFind(self.unit->id);
                if (last != cache.taskNanoseconds.constEnd() && last->size() == count)
                    took = *last;
            }
            for (std::size_t t = 0; t < count; ++t)
                order[t] = t;
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return took[a] > took[b]; });
            std::vector<qint64> taking(count, 0);
            const std::function<void(std::size_t)> timed = [&](std::size_t i) {
                const auto start = std::chrono::steady_clock::now();
                task(order[i]);
                taking[order[i]] = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                       std::chrono::steady_clock::now() - start)
                                       .count();
            };
            MeasuringHelpers::run(count, timed);
            MeasureCache::Impl &cache = mCache->impl();
            const std::lock_guard<std::mutex> locked(cache.lock);
            cache.taskNanoseconds.insert(self.unit->id, std::move(taking));
        } else {
            MeasuringHelpers::run(count, task);
        }
        // An error as one thread would have met it first: our facts, the rest, theirs.
        QJsonArray enemies;
        for (std::size_t t = 0; t < n; ++t) {
            if (done[t].error)
                std::rethrow_exception(done[t].error);
            if (done[t].within)
                enemies.append(done[t].facts);
        }
        if (restError)
            std::rethrow_exception(restError);
        UnitMeasurement result;
        result.facts = unitFactsJson(u, enemies, rest);
        for (std::size_t t = n; t < 2 * n; ++t) {
            if (done[t].error)
                std::rethrow_exception(done[t].error);
            if (done[t].within)
                result.reverse[mShapes[std::size_t(foes[t - n])].unit->id] = done[t].facts;
        }
        result.contacts = pairs[QStringLiteral("contacts")].toArray();
        result.overlaps = pairs[QStringLiteral("overlaps")].toArray();
        return result;
    }

    QJsonObject unitFacts(int u) const
    {
        const UnitShape &self = mShapes[u];
        QJsonArray enemies;
        for (int e = 0; e < int(mShapes.size()); ++e) {
            const UnitShape &enemy = mShapes[e];
            if (enemy.unit->side == self.unit->side || enemy.bases.empty() || self.bases.empty())
                continue;
            const double d = distance(self.bases, enemy.bases);
            if (d <= mWithin)
                enemies.append(enemyFacts(self, enemy, d));
        }
        return unitFactsJson(u, enemies, unitFactsBesideEnemies(u));
    }

    // A unit's entry in measure()'s "units": its facts towards its enemies and the rest.
    QJsonObject unitFactsJson(int u, const QJsonArray &enemies, const QJsonObject &rest) const
    {
        const UnitShape &self = mShapes[u];
        QJsonObject json{{QStringLiteral("unit"), self.unit->id},
                         {QStringLiteral("side"), self.unit->side},
                         {QStringLiteral("enemies"), enemies}};
        for (auto it = rest.begin(); it != rest.end(); ++it)
            json.insert(it.key(), it.value());
        return json;
    }

    // The facts of a unit's entry other than its enemies: its commanders, its nearest enemy and
    // the rule set's facts of the unit alone.
    QJsonObject unitFactsBesideEnemies(int u) const
    {
        const UnitShape &self = mShapes[u];
        QJsonObject json{{QStringLiteral("commanders"), commanderFacts(self)}};
        json[QStringLiteral("nearestEnemy")] = nearestEnemy(u);
        if (mBattle.ruleset == QLatin1String("olddessauer"))
            json[QStringLiteral("bookended")] = bookended(u);
        if (mBattle.ruleset == QLatin1String("fogr")) {
            json[QStringLiteral("overlapPositions")] = overlapPositions(u);
            // FoGR, cohesion tests: "Test a battle group if a friendly battle group within 3 MUs
            // breaks": the friends whose breaking would make this one test.
            QJsonArray friends;
            const double range = measurementValue(mData, "friendsBreakTest") * mMm;
            // Only units with a base near one of ours can be within range (the R-tree's boxes).
            std::vector<bool> near(mShapes.size(), false);
            std::vector<std::size_t> candidates;
            for (std::size_t i = mFirst[u]; i < mFirst[u] + self.bases.size(); ++i) {
                mIndex.candidatesNear(mFootprints[i], range, candidates);
                for (const std::size_t j : candidates)
                    near[mOwner[j]] = true;
            }
            for (int o = 0; o < int(mShapes.size()); ++o) {
                const UnitShape &other = mShapes[o];
                if (near[o] && o != u && other.unit->side == self.unit->side &&
                    !other.bases.empty() && distance(self.bases, other.bases) <= range)
                    friends.append(other.unit->id);
            }
            json[QStringLiteral("friendsWithinBreakTestRange")] = friends;
        }
        return json;
    }

private:
    // An enemy's entry in a unit's facts: the distance and the rule set's facts.
    QJsonObject enemyFacts(const UnitShape &self, const UnitShape &enemy, double d) const
    {
        QJsonObject facts{{QStringLiteral("unit"), enemy.unit->id},
                          {QStringLiteral("distance"), units(d)}};
        if (mBattle.ruleset == QLatin1String("fogr"))
            fogrFacts(self, enemy, d, facts);
        else if (mBattle.ruleset == QLatin1String("olddessauer"))
            oldDessauerFacts(self, enemy, facts);
        return facts;
    }

    // Base pairs within the contact tolerance as "contacts" and "overlaps", in order of ids.
    QJsonObject pairsJson(std::vector<geometry::BaseIndex::Pair> pairs) const
    {
        QJsonArray contacts;
        QJsonArray overlaps;
        std::sort(pairs.begin(), pairs.end(),
                  [](const auto &x, const auto &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
        for (const auto &pair : pairs) {
            const int ua = mOwner[pair.a];
            const int ub = mOwner[pair.b];
            // Bases of one unit stand in contact by formation: only overlaps among them matter.
            const bool sameUnit = ua == ub;
            const geometry::Contact contact =
                geometry::classifyContact(mFootprints[pair.a], mFootprints[pair.b], mTolerance);
            QJsonObject json{{QStringLiteral("a"), baseName({ua, int(pair.a - mFirst[ua])})},
                             {QStringLiteral("b"), baseName({ub, int(pair.b - mFirst[ub])})}};
            if (contact.overlapping()) {
                json[QStringLiteral("depth")] = units(contact.penetration);
                overlaps.append(json);
            } else if (contact.touching() && !sameUnit) {
                json[QStringLiteral("contact")] = contactText(contact);
                if (contact.kind() == geometry::Contact::Kind::EdgeToEdge)
                    json[QStringLiteral("length")] = units(contact.edgeContacts[0].length);
                contacts.append(json);
            }
        }
        return {{QStringLiteral("contacts"), contacts}, {QStringLiteral("overlaps"), overlaps}};
    }

    // The bases of the units `take` accepts and the terrain of these types that meet the convex
    // `region`, found through the R-tree: a line of sight inside the region crosses no other.
    template <typename Take>
    SightBlockers sightBlockers(const geometry::Polygon &region, Take take,
                                const QStringList &terrainTypes) const
    {
        SightBlockers blockers;
        const geometry::Box box = geometry::boxOf(region);
        std::vector<std::size_t> candidates;
        mIndex.candidatesInBox({box.low.x - regionSlack, box.low.y - regionSlack},
                               {box.high.x + regionSlack, box.high.y + regionSlack}, candidates);
        std::sort(candidates.begin(), candidates.end());
        const ConvexRegion convex(region);
        for (const std::size_t id : candidates) {
            if (!take(mShapes[mOwner[id]]))
                continue;
            const auto &c = mFootprints[id].corners;
            geometry::Polygon outline(c.begin(), c.end());
            if (!convex.apartFrom(outline))
                blockers.bases.push_back(std::move(outline));
        }
        for (int t = 0; t < int(mTerrain.size()); ++t) {
            if (terrainTypes.contains(mBattle.terrain[t].type, Qt::CaseInsensitive) &&
                !geometry::apart(box, geometry::boxOf(mTerrain[t]), regionSlack))
                blockers.terrain.push_back(mTerrain[t]);
        }
        blockers.boxAll();
        return blockers;
    }

    // Line of sight from both front corners to one point of the target (FoGR), through the
    // blockers of `near` that meet the sight lines' hull. With a cache, answered from it when the
    // same corners and target were traced before through exactly the same blockers (those that
    // meet the hull, which is all the tracing looks at): the answer is the one tracing would give.
    // Keyed by the pair's own blockers, a line whose hull a dragged base does not enter is
    // answered from the cache however the rest of the table moved.
    bool sightFromBoth(geometry::Point c1, geometry::Point c2, const OrientedRect &target,
                       const SightBlockers &near) const
    {
        const auto t = geometry::corners(target);
        const geometry::Polygon region = convexHull({c1, c2, t[0], t[1], t[2], t[3]});
        thread_local std::vector<geometry::Polygon> blockers;
        thread_local std::vector<geometry::Polygon> spare;
        near.within(region, blockers, spare);
        if (!mCache)
            return geometry::sightFromBothToOnePoint(c1, c2, target, blockers);
        thread_local std::vector<double> values;
        values.assign({c1.x, c1.y, c2.x, c2.y, target.centre.x, target.centre.y,
                       target.facingDegrees, target.width, target.depth});
        appendOutlines(values, blockers);
        const QByteArray key = bitsOf(values);
        MeasureCache::Impl &cache = mCache->impl();
        {
            const std::lock_guard<std::mutex> locked(cache.lock);
            const auto found = std::as_const(cache.sight).constFind(key);
            if (found != cache.sight.constEnd())
                return *found;
        }
        const bool seen = geometry::sightFromBothToOnePoint(c1, c2, target, blockers);
        const std::lock_guard<std::mutex> locked(cache.lock);
        if (cache.sight.size() > 200000)
            cache.sight.clear(); // a long session: start afresh rather than grow
        cache.sight.insert(key, seen);
        return seen;
    }

    // With a cache, the key in sightByBlockers of what may block the lines of sight from the
    // bases of `self` (its side's other units, as sightBlockers takes them, and the terrain of
    // the types that block sight, with those types).
    // Several threads may ask at once (unitBothWays): worked out under mLazy.
    QByteArray sightBlockersKey(const UnitShape &self) const
    {
        const QStringList &terrainTypes = sightTerrainTypes();
        const std::lock_guard<std::recursive_mutex> locked(mLazy);
        auto found = std::as_const(mSightBlockersKey).constFind(&self);
        if (found != mSightBlockersKey.constEnd())
            return *found;
        std::vector<double> values;
        for (std::size_t o = 0; o < mShapes.size(); ++o) {
            if (mShapes[o].unit->side == self.unit->side && &mShapes[o] != &self) {
                values.push_back(double(o));
                values.push_back(double(mSerials[o]));
            }
        }
        values.push_back(-1);
        for (int t = 0; t < int(mTerrain.size()); ++t) {
            if (terrainTypes.contains(mBattle.terrain[t].type, Qt::CaseInsensitive)) {
                values.push_back(double(t));
                appendOutlines(values, {mTerrain[t]});
            }
        }
        QByteArray key = bitsOf(values);
        key += terrainTypes.join(QLatin1Char('\n')).toUtf8();
        mSightBlockersKey.insert(&self, key);
        return key;
    }

    // The rule set's values, read from mData once a measurement (the facts of every pair of
    // groups read the same ones).
    double value(const char *key) const
    {
        const std::lock_guard<std::recursive_mutex> locked(mLazy);
        const auto found = mValues.constFind(key);
        if (found != mValues.constEnd())
            return *found;
        const double v = measurementValue(mData, key);
        mValues.insert(key, v);
        return v;
    }

    const QStringList &sightTerrainTypes() const
    {
        const std::lock_guard<std::recursive_mutex> locked(mLazy);
        if (!mSightTerrain)
            mSightTerrain = measurementTypes(mData[QStringLiteral("terrainBlockingSight")][QStringLiteral("types")]);
        return *mSightTerrain;
    }

    // The footprints of a unit's bases, in mFootprints (worked out once for the whole table).
    std::span<const geometry::Footprint> footprintsOf(const UnitShape &shape) const
    {
        const std::size_t u = std::size_t(&shape - mShapes.data());
        return {mFootprints.data() + mFirst[u], shape.bases.size()};
    }

    QString baseName(std::pair<int, int> owner) const
    {
        const core::Unit &unit = *mShapes[owner.first].unit;
        return unit.id + QLatin1Char('/') + unit.bases[owner.second].id;
    }

    // A base's outline, grown by the contact tolerance when `grown`: then no line slips along the
    // join of two bases standing in contact.
    geometry::Polygon outline(OrientedRect base, bool grown) const
    {
        if (grown) {
            base.width += 2 * mTolerance;
            base.depth += 2 * mTolerance;
        }
        const auto c = geometry::corners(base);
        return {c.begin(), c.end()};
    }

    // The outlines of the bases of every unit `take` accepts.
    template<typename Take>
    std::vector<geometry::Polygon> outlines(Take take, bool grown) const
    {
        std::vector<geometry::Polygon> result;
        for (const UnitShape &shape : mShapes) {
            if (!take(shape))
                continue;
            for (const OrientedRect &base : shape.bases)
                result.push_back(outline(base, grown));
        }
        return result;
    }

    // Adds the terrain pieces of these types.
    void addTerrain(std::vector<geometry::Polygon> &polygons, const QStringList &types) const
    {
        for (int t = 0; t < int(mTerrain.size()); ++t) {
            if (types.contains(mBattle.terrain[t].type, Qt::CaseInsensitive))
                polygons.push_back(mTerrain[t]);
        }
    }

    // A line of sight to trace: from a front base of ours to a base of the enemy.
    struct SightPair
    {
        const OrientedRect *from;
        const OrientedRect *to;
    };

    // FoGR, Line of Sight: whether any of these lines (in order, from self's front rank to the
    // enemy's bases) is clear, tracing them until one is; with a cache, each traced answer is
    // kept for the next measurement. Every such line lies in the convex hull of the two front
    // corners and the target base, so only what meets that hull can block it: the blockers are
    // gathered once in the hull of the lines to trace (the front corners they start from and
    // the bases they end on), then narrowed for each front base to the hull of its front corners
    // and the whole enemy group, then for each line. With a cache the lines left to trace are
    // mostly those from or to a dragged base: their hull is a small part of the pair of groups'
    // (a group's base dragged away from it spreads that over the table), and the blockers each
    // line keeps are the same from either (its own hull lies in both).
    bool traceSight(const UnitShape &self, const UnitShape &enemy,
                    const std::vector<SightPair> &lines) const
    {
        std::vector<geometry::Point> points;
        const OrientedRect *lastFrom = nullptr;
        std::vector<const OrientedRect *> targets;
        for (const SightPair &line : lines) {
            if (line.from != lastFrom) {
                lastFrom = line.from;
                const auto c = geometry::corners(*line.from);
                points.push_back(c[0]);
                points.push_back(c[1]);
            }
            targets.push_back(line.to);
        }
        std::sort(targets.begin(), targets.end());
        targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
        for (const OrientedRect *y : targets) {
            const auto c = geometry::corners(*y);
            points.insert(points.end(), c.begin(), c.end());
        }
        std::vector<geometry::Point> enemyCorners;
        for (const OrientedRect &y : enemy.bases) {
            const auto c = geometry::corners(y);
            enemyCorners.insert(enemyCorners.end(), c.begin(), c.end());
        }
        const SightBlockers near = sightBlockers(
            convexHull(std::move(points)),
            [&](const UnitShape &shape) {
                return shape.unit->side == self.unit->side && &shape != &self;
            },
            sightTerrainTypes());
        // With a cache, each answer is kept under what may block the line (looked up again for
        // each, under the cache's lock: another thread may add keys, which moves the others).
        const QByteArray blockersKey = mCache ? sightBlockersKey(self) : QByteArray();
        // Narrowing pays when a front base has several lines to trace (with a cache, often one:
        // the line to the dragged base); the blockers a line's hull picks are the same either way.
        const OrientedRect *narrowedFor = nullptr;
        SightBlockers nearThis;
        const SightBlockers *blockers = &near;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const SightPair &line = lines[i];
            const auto c = geometry::corners(*line.from);
            if (narrowedFor != line.from) {
                narrowedFor = line.from;
                std::size_t same = 1;
                while (i + same < lines.size() && lines[i + same].from == line.from && same < 3)
                    ++same;
                if (same < 3) {
                    blockers = &near;
                } else {
                    std::vector<geometry::Point> hull = enemyCorners;
                    hull.push_back(c[0]);
                    hull.push_back(c[1]);
                    nearThis = near.narrowedTo(convexHull(std::move(hull)));
                    blockers = &nearThis;
                }
            }
            const bool seen = sightFromBoth(c[0], c[1], *line.to, *blockers);
            if (mCache) {
                MeasureCache::Impl &cache = mCache->impl();
                const std::lock_guard<std::mutex> locked(cache.lock);
                if (cache.sightLines > 200000) {
                    cache.sightByBlockers.clear(); // a long session: start afresh rather than grow
                    cache.sightLines = 0;
                }
                cache.sightByBlockers[blockersKey].insert(SightLine{*line.from, *line.to}, seen);
                ++cache.sightLines;
            }
            if (seen)
                return true;
        }
        return false;
    }

    // d: distance(self.bases, enemy.bases), as the caller measured it.
    void fogrFacts(const UnitShape &self, const UnitShape &enemy, double d, QJsonObject &facts) const
    {
        const double restricted = value("restrictedArea") * mMm;
        // FoGR, Restricted Area: "within 2 MU directly in front of an enemy battle group".
        facts[QStringLiteral("inItsRestrictedArea")] =
            anyPair(enemy.frontRank, self.bases, [&](auto &x, auto &y) {
                return !beyondReach(x, y, restricted) &&
                       geometry::directlyInFrontWithin(x, y, restricted, mTolerance);
            });
        facts[QStringLiteral("itIsInOurRestrictedArea")] =
            anyPair(self.frontRank, enemy.bases, [&](auto &x, auto &y) {
                return !beyondReach(x, y, restricted) &&
                       geometry::directlyInFrontWithin(x, y, restricted, mTolerance);
            });
        // FoGR, Interception Charges: the ZOI of the enemy, 2 MU for foot, 4 MU for mounted.
        bool enemyMounted = false;
        {
            const std::lock_guard<std::recursive_mutex> locked(mLazy);
            if (!mMounted) {
                // The types as strings (the entries a troop type, a string, can equal).
                mMounted.emplace();
                for (const QJsonValue &type :
                     mData[QStringLiteral("mountedTroopTypes")][QStringLiteral("types")]
                         .toArray()) {
                    if (type.isString())
                        mMounted->append(type.toString());
                }
            }
            enemyMounted = mMounted->contains(enemy.unit->troopType);
        }
        const double zoi = value(enemyMounted ? "interceptionMounted" : "interceptionFoot") * mMm;
        facts[QStringLiteral("inItsZoneOfInterception")] =
            anyPair(enemy.frontRank, self.bases, [&](auto &x, auto &y) {
                return !beyondReach(x, y, zoi) &&
                       geometry::directlyInFrontWithin(x, y, zoi, mTolerance);
            });
        // FoGR, Charging a Flank or Rear: no base directly in front of any target base, and at
        // least one base entirely behind the line of each of the target's front edges.
        // (On the footprints worked out once for the whole table: directlyInFront of two
        // rectangles is that of their footprints.)
        const std::span<const geometry::Footprint> ours = footprintsOf(self);
        bool inFront = false;
        for (const geometry::Footprint &theirs : footprintsOf(enemy)) {
            inFront = std::any_of(ours.begin(), ours.end(), [&](const geometry::Footprint &y) {
                return geometry::directlyInFront(theirs, y, mTolerance);
            });
            if (inFront)
                break;
        }
        bool behindAll = true;
        for (const OrientedRect &front : frontEdges(enemy, mTolerance)) {
            behindAll =
                behindAll &&
                std::any_of(self.bases.begin(), self.bases.end(), [&](const OrientedRect &b) {
                    return geometry::entirelyBehindFrontLine(b, front, mTolerance);
                });
        }
        facts[QStringLiteral("flankOrRearChargePosition")] = !inFront && behindAll;
        // FoGR, Line of Sight: from both front corners of a front-rank base to one point of an
        // enemy base, through no friendly troops or blocking terrain (traceSight).
        bool sight = false;
        if (!self.frontRank.empty() && !enemy.bases.empty()) {
            // With a cache, the lines answered before through the same blockers are looked up
            // first: sight is there when any line is clear, whichever is looked at first. Only
            // when none of them is clear are the others traced, in the same order as without a
            // cache; when every line is known, no blocker is gathered.
            std::vector<SightPair> untraced;
            const QHash<SightLine, bool> *known = nullptr;
            if (mCache) {
                const QByteArray blockersKey = sightBlockersKey(self);
                MeasureCache::Impl &cache = mCache->impl();
                const std::lock_guard<std::mutex> locked(cache.lock); // for the whole look-up
                const auto &byBlockers = std::as_const(cache.sightByBlockers);
                const auto found = byBlockers.constFind(blockersKey);
                if (found != byBlockers.constEnd())
                    known = &*found;
                for (const OrientedRect &x : self.frontRank) {
                    for (const OrientedRect &y : enemy.bases) {
                        const auto answer = known ? known->constFind(SightLine{x, y})
                                                  : QHash<SightLine, bool>::const_iterator();
                        if (!known || answer == known->constEnd())
                            untraced.push_back({&x, &y});
                        else if (*answer)
                            sight = true;
                        if (sight)
                            break;
                    }
                    if (sight)
                        break;
                }
            } else {
                for (const OrientedRect &x : self.frontRank) {
                    for (const OrientedRect &y : enemy.bases)
                        untraced.push_back({&x, &y});
                }
            }
            if (!sight && !untraced.empty())
                sight = traceSight(self, enemy, untraced);
        }
        facts[QStringLiteral("lineOfSight")] = sight;
        shootingFacts(self, enemy, facts);
        // FoGR, Manoeuvre Phase: "Neither the 1st nor the 2nd move can start, end or go within
        // 6 MUs of any enemy".
        facts[QStringLiteral("withinComplexMoveExclusion")] =
            d <= value("complexMoveExclusion") * mMm;
    }

    void shootingFacts(const UnitShape &self, const UnitShape &enemy, QJsonObject &facts) const
    {
        // FoGR, Shooting Phase: ranges by weapon; a front rank base is in range if its front edge
        // is; the arc widens by 2 base widths, or 1 when a base is within short range.
        QJsonObject weapons;
        {
            const std::lock_guard<std::recursive_mutex> locked(mLazy);
            if (!mWeapons)
                mWeapons =
                    mData[QStringLiteral("shootingRanges")][QStringLiteral("weapons")].toObject();
            weapons = *mWeapons; // shared, not copied
        }
        double shortRange = -1;
        double longRange = -1;
        for (const QString &capability : self.unit->capabilities) {
            const QJsonArray ranges = weapons.value(capability).toArray();
            if (ranges.isEmpty())
                continue;
            shortRange = std::max(shortRange, ranges[0].toDouble());
            longRange = std::max(longRange, ranges[1].isNull() ? ranges[0].toDouble() : ranges[1].toDouble());
        }
        double frontRange = std::numeric_limits<double>::infinity();
        // A pair beyond reach of the nearest so far cannot be nearer (the front edge is part of
        // the base): it is not measured, and the least range is the same.
        for (const OrientedRect &x : self.frontRank) {
            const double rx = halfDiagonal(x);
            for (const OrientedRect &y : enemy.bases) {
                if (!beyondReach(x, rx, y, frontRange))
                    frontRange = std::min(frontRange, geometry::rangeFromFrontEdge(x, y));
            }
        }
        QJsonObject shooting{{QStringLiteral("frontEdgeDistance"), units(frontRange)}};
        if (shortRange >= 0) {
            const bool withinShort = frontRange <= shortRange * mMm;
            const double widths = value(withinShort ? "arcBaseWidthsShortRange" : "arcBaseWidthsNoShortRange");
            shooting[QStringLiteral("range")] = withinShort ? QStringLiteral("short")
                                                : frontRange <= longRange * mMm ? QStringLiteral("long")
                                                                                : QStringLiteral("out of range");
            shooting[QStringLiteral("arcBaseWidthsEachSide")] = widths;
            shooting[QStringLiteral("inArc")] =
                anyPair(self.frontRank, enemy.bases, [&](auto &x, auto &y) {
                    return geometry::inStraightAheadArc(x, y, widths, mTolerance);
                });
        }
        facts[QStringLiteral("shooting")] = shooting;
    }

    void oldDessauerFacts(const UnitShape &self, const UnitShape &enemy, QJsonObject &facts) const
    {
        const double inch = 25.4;
        // OD 12.2: no move within 1 inch of any enemy except an attack.
        facts[QStringLiteral("withinApproachLimit")] =
            distance(self.bases, enemy.bases) <= measurementValue(mData, "approachLimit") * inch;
        // OD 12.4: the enemy's pinning zone, 4 inches ahead and 22.5 degrees outward.
        const double depth = measurementValue(mData, "pinningZoneDepth") * inch;
        const double pinAngle = measurementValue(mData, "pinningZoneHalfAngle");
        // "Intervening units and impassable terrain stop the zone at that point." interpreted:
        // the zone reaches a base only where a straight line from the pinning base's front edge
        // (a corner or its middle) to a corner or the middle of the base passes no other unit and
        // no impassable terrain.
        auto stops = outlines([&](const UnitShape &shape) { return &shape != &self && &shape != &enemy; }, false);
        addTerrain(stops, measurementTypes(mData[QStringLiteral("impassableTerrain")][QStringLiteral("types")]));
        facts[QStringLiteral(
            "inItsPinningZone")] = anyPair(enemy.bases, self.bases, [&](auto &x, auto &y) {
            if (!geometry::inWedge(x, y, pinAngle, depth, mTolerance))
                return false;
            // Points drawn in by 1 mm, so that a line grazing the edge of an intervening unit of
            // the same frontage does not slip past it.
            const auto front = geometry::edge(x, geometry::Edge::Front);
            const geometry::Point in = (front.b - front.a) * (1.0 / geometry::length(front.b - front.a));
            auto inward = [&](geometry::Point corner) {
                const geometry::Point towards = y.centre - corner;
                return corner + towards * (1.0 / geometry::length(towards));
            };
            const auto targetCorners = geometry::corners(y);
            for (geometry::Point from : {front.a + in, front.b - in, (front.a + front.b) * 0.5}) {
                for (geometry::Point to : {inward(targetCorners[0]), inward(targetCorners[1]), inward(targetCorners[2]),
                                           inward(targetCorners[3]), y.centre}) {
                    if (geometry::clearLine(from, to, stops))
                        return true;
                }
            }
            return false;
        });
        // OD 16.12: 22.5 degrees either side of each firing figure (the fire chart's ranges are
        // garbled in the transcription: the arc is given out to the visibility distance).
        const double arc = measurementValue(mData, "arcOfFireHalfAngle");
        const double visibility = measurementValue(mData, "visibility") * inch;
        facts[QStringLiteral("inOurArcOfFire")] =
            anyPair(self.bases, enemy.bases, [&](auto &x, auto &y) {
                return geometry::inWedge(x, y, arc, visibility, mTolerance);
            });
        // OD 14.6: a flank or rear attack begins at least partly behind the target's frontage.
        bool behind = false;
        for (const OrientedRect &front : frontEdges(enemy, mTolerance)) {
            behind = behind ||
                     std::any_of(self.bases.begin(), self.bases.end(), [&](const OrientedRect &b) {
                         return geometry::partlyBehindFrontLine(b, front, mTolerance);
                     });
        }
        facts[QStringLiteral("flankOrRearAttackPosition")] = behind;
        facts[QStringLiteral("lineOfSight")] = oldDessauerSight(self, enemy);
        // OD 14, Restrictions on Attack Moves: "The attacker's contact angle with a target must be
        // <=" a limit lost in the transcription (marked missing in the data): the angle is given
        // for the players to judge, when a front edge of ours touches an edge of theirs.
        double angle = -1;
        for (const OrientedRect &mine : self.bases) {
            for (const OrientedRect &theirs : enemy.bases) {
                const geometry::Contact contact =
                    geometry::classifyContact(mine, theirs, mTolerance);
                for (int k = 0; k < contact.edgeCount; ++k) {
                    if (contact.edgeContacts[k].a != geometry::Edge::Front)
                        continue;
                    const double a = geometry::contactAngleDegrees(mine, theirs, contact.edgeContacts[k].b);
                    angle = angle < 0 ? a : std::min(angle, a);
                }
            }
        }
        if (angle >= 0)
            facts[QStringLiteral("contactAngle")] = std::round(angle * 10.0) / 10.0;
    }

    // OD, Terrain Effects: Visibility. "Visibility distance is 36 unless blocked. Visibility is
    // blocked by some terrain and all close-order units including artillery ... observers must be
    // at least one hill contour above to see over them." interpreted: sight runs from the middle
    // of a front edge to the middle of a target base; an observer stands at the height of the
    // highest terrain piece with a "height" under the middle of its front edge.
    bool oldDessauerSight(const UnitShape &self, const UnitShape &enemy) const
    {
        const double visibility = measurementValue(mData, "visibility") * 25.4;
        const QJsonObject sight = mData[QStringLiteral("sight")].toObject();
        const QStringList blockingTypes = measurementTypes(sight[QStringLiteral("terrainBlockingSight")]);
        auto levelAt = [&](geometry::Point p) {
            double level = 0;
            for (int t = 0; t < int(mTerrain.size()); ++t) {
                if (geometry::contains(mTerrain[t], p))
                    level = std::max(level, mBattle.terrain[t].properties.value(QStringLiteral("height")).toDouble());
            }
            return level;
        };
        for (const OrientedRect &from : self.bases) {
            const auto front = geometry::edge(from, geometry::Edge::Front);
            const geometry::Point eye = (front.a + front.b) * 0.5;
            const double observer = levelAt(eye);
            std::vector<geometry::Polygon> blockers;
            // Units are one-contour obstacles standing on their ground. Their bases are grown by
            // the contact tolerance, so that no sight line slips through the crack between two
            // bases in contact; a base the observer touches keeps its own outline.
            for (const UnitShape &other : mShapes) {
                if (&other == &self || &other == &enemy)
                    continue;
                for (const OrientedRect &base : other.bases) {
                    if (observer < levelAt(base.centre) + 1)
                        blockers.push_back(
                            outline(base, geometry::distance(base, eye) > mTolerance));
                }
            }
            // Terrain blocks up to its height; woods and towns block at any height when none is given.
            for (int t = 0; t < int(mTerrain.size()); ++t) {
                const core::Terrain &terrain = mBattle.terrain[t];
                const bool blocking = blockingTypes.contains(terrain.type, Qt::CaseInsensitive);
                const QJsonValue height = terrain.properties.value(QStringLiteral("height"));
                if (geometry::contains(mTerrain[t], eye))
                    continue; // the ground the observer stands on
                if ((blocking && (height.isUndefined() || observer < height.toDouble() + 1)) ||
                    (!blocking && !height.isUndefined() && observer < height.toDouble()))
                    blockers.push_back(mTerrain[t]);
            }
            for (const OrientedRect &to : enemy.bases) {
                if (geometry::length(to.centre - eye) > visibility)
                    continue;
                std::vector<geometry::Polygon> between;
                for (const geometry::Polygon &blocker : blockers) {
                    if (!geometry::contains(blocker, to.centre)) // nor the ground the target stands on
                        between.push_back(blocker);
                }
                if (geometry::clearLine(eye, to.centre, between))
                    return true;
            }
        }
        return false;
    }

    // The nearest enemy unit at any distance, through the table's R-tree: {unit, distance}, or
    // null when the unit has no base on the table or there is no enemy.
    QJsonValue nearestEnemy(int u) const
    {
        const QString side = mShapes[u].unit->side;
        std::optional<std::size_t> best;
        double bestDistance = 0;
        for (std::size_t i = 0; i < mFootprints.size(); ++i) {
            if (mOwner[i] != u)
                continue;
            // Of enemy bases equally near, any one of a unit names that unit at that distance.
            const auto found = mIndex.nearest(
                mFootprints[i], mFootprints,
                [&](std::size_t j) { return mShapes[mOwner[j]].unit->side != side; },
                [&](std::size_t a, std::size_t b) { return mOwner[a] == mOwner[b]; });
            if (!found)
                continue;
            const double d = geometry::distance(mFootprints[i], mFootprints[*found]);
            if (!best || d < bestDistance) {
                best = found;
                bestDistance = d;
            }
        }
        if (!best)
            return QJsonValue::Null;
        return QJsonObject{{QStringLiteral("unit"), mShapes[mOwner[*best]].unit->id},
                           {QStringLiteral("distance"), units(bestDistance)}};
    }

    // OD 14.7, Bookending: "Two attacking units will bookend an enemy in close combat if they
    // end up flush against opposite sides of the target."
    bool bookended(int u) const
    {
        const UnitShape &self = mShapes[u];
        struct Flush
        {
            int unit;
            geometry::Point outward;
        };
        std::vector<Flush> flush;
        for (int e = 0; e < int(mShapes.size()); ++e) {
            if (mShapes[e].unit->side == self.unit->side)
                continue;
            for (const OrientedRect &mine : self.bases) {
                for (const OrientedRect &theirs : mShapes[e].bases) {
                    const geometry::Contact contact =
                        geometry::classifyContact(mine, theirs, mTolerance);
                    for (int k = 0; k < contact.edgeCount; ++k) {
                        const geometry::Segment side = geometry::edge(mine, contact.edgeContacts[k].a);
                        const geometry::Point along = side.b - side.a;
                        flush.push_back({e, geometry::Point{-along.y, along.x}}); // outward
                    }
                }
            }
        }
        for (const Flush &one : flush) {
            for (const Flush &other : flush) {
                if (one.unit != other.unit &&
                    geometry::dot(one.outward, other.outward) < -0.99 * geometry::length(one.outward) * geometry::length(other.outward))
                    return true;
            }
        }
        return false;
    }

    // FoGR, Manoeuvre Phase: "An overlap position is one with a base in any of the following
    // situations" - the first three, which the table shows. The fourth ("where it was not
    // possible to conform the troops already in melee") is the players' call.
    QJsonArray overlapPositions(int u) const
    {
        using geometry::Edge;
        const UnitShape &self = mShapes[u];
        auto isSide = [](Edge e) { return e == Edge::Left || e == Edge::Right; };
        struct Placed
        {
            int unit;
            int base;
        };
        // Only bases within the contact tolerance can be in contact: the friends or enemies of
        // our side near one base, through the R-tree, in the table's order.
        std::vector<std::size_t> candidates;
        auto near = [&](const OrientedRect &base, bool friendly) {
            mIndex.candidatesNear(base, mTolerance, candidates);
            std::sort(candidates.begin(), candidates.end());
            std::vector<Placed> found;
            for (const std::size_t id : candidates) {
                const int o = mOwner[id];
                if ((mShapes[o].unit->side == self.unit->side) == friendly)
                    found.push_back({o, int(id - mFirst[o])});
            }
            return found;
        };
        auto rect = [&](const Placed &p) -> const OrientedRect & { return mShapes[p.unit].bases[p.base]; };
        auto name = [&](const Placed &p) { return baseName({p.unit, p.base}); };
        // The base's front edge in contact with an enemy base: fully, or with that base's flank.
        auto frontOn = [&](const OrientedRect &base, bool full, bool flank) {
            for (const Placed &e : near(base, false)) {
                const geometry::Contact c = geometry::classifyContact(base, rect(e), mTolerance);
                for (int k = 0; k < c.edgeCount; ++k) {
                    const auto &ec = c.edgeContacts[k];
                    if (ec.a == Edge::Front && (!full || ec.fullA) && (!flank || isSide(ec.b)))
                        return true;
                }
            }
            return false;
        };
        QJsonArray result;
        for (int b = 0; b < int(self.bases.size()); ++b) {
            const OrientedRect &base = self.bases[b];
            const QString id = self.unit->id + QLatin1Char('/') + self.unit->bases[b].id;
            // 1: side edge to side edge with an enemy base that is in front edge contact with friends.
            for (const Placed &e : near(base, false)) {
                const geometry::Contact c = geometry::classifyContact(base, rect(e), mTolerance);
                bool sideToSide = false;
                for (int k = 0; k < c.edgeCount; ++k)
                    sideToSide = sideToSide || (isSide(c.edgeContacts[k].a) && isSide(c.edgeContacts[k].b));
                if (!sideToSide)
                    continue;
                const std::vector<Placed> friends = near(rect(e), true);
                const bool engaged =
                    std::any_of(friends.begin(), friends.end(), [&](const Placed &f) {
                        const geometry::Contact fc =
                            geometry::classifyContact(rect(e), rect(f), mTolerance);
                        for (int k = 0; k < fc.edgeCount; ++k) {
                            if (fc.edgeContacts[k].a == Edge::Front)
                                return true;
                        }
                        return false;
                    });
                if (engaged)
                    result.append(QJsonObject{{QStringLiteral("base"), id}, {QStringLiteral("situation"), 1},
                                              {QStringLiteral("against"), name(e)}});
            }
            // 2 and 3: front corner to front corner and side edge to side edge with a friendly
            // base facing the same way whose front edge is fully on an enemy base (2) or on an
            // enemy base's flank edge (3).
            for (const Placed &f : near(base, true)) {
                if (f.unit == u && f.base == b)
                    continue;
                const OrientedRect &other = rect(f);
                if (std::abs(std::remainder(other.facingDegrees - base.facingDegrees, 360.0)) > geometry::parallelToleranceDegrees)
                    continue;
                const geometry::Contact c = geometry::classifyContact(base, other, mTolerance);
                const bool alongside =
                    (c.edges(Edge::Left, Edge::Right) || c.edges(Edge::Right, Edge::Left)) &&
                    (geometry::length(geometry::corner(base, geometry::Corner::FrontLeft) -
                                      geometry::corner(other, geometry::Corner::FrontRight)) <=
                         mTolerance ||
                     geometry::length(geometry::corner(base, geometry::Corner::FrontRight) -
                                      geometry::corner(other, geometry::Corner::FrontLeft)) <=
                         mTolerance);
                if (!alongside || frontOn(base, false, false))
                    continue;
                int situation = frontOn(other, true, false) ? 2 : frontOn(other, false, true) ? 3 : 0;
                if (situation)
                    result.append(QJsonObject{{QStringLiteral("base"), id}, {QStringLiteral("situation"), situation},
                                              {QStringLiteral("besideFriend"), name(f)}});
            }
        }
        return result;
    }

    // OD 8.2: what a command distance may not cross. Enemy bases are grown so that no path
    // slips between two bases in contact.
    std::vector<geometry::Polygon> commandBlockers(const QString &side) const
    {
        auto blockers = outlines([&](const UnitShape &shape) { return shape.unit->side != side; }, true);
        addTerrain(blockers, measurementTypes(mData[QStringLiteral("impassableTerrain")][QStringLiteral("types")]));
        return blockers;
    }

    QJsonArray commanderFacts(const UnitShape &self) const
    {
        QJsonArray result;
        const bool alongPaths = mBattle.ruleset == QLatin1String("olddessauer");
        const auto blockers = alongPaths ? commandBlockers(self.unit->side) : std::vector<geometry::Polygon>();
        for (const core::Commander &commander : mBattle.commanders) {
            if (commander.side != self.unit->side || self.bases.empty())
                continue;
            const geometry::Point at{commander.x.millimetres(), commander.y.millimetres()};
            double d = std::numeric_limits<double>::infinity();
            if (alongPaths) {
                // OD 8.2: "The CD may trace any path but may not cross impassable terrain or enemy
                // units."
                for (const OrientedRect &base : self.bases)
                    d = std::min(d, geometry::shortestPathLength(at, base, blockers));
            } else {
                for (const OrientedRect &base : self.bases)
                    d = std::min(d, geometry::distance(base, at));
            }
            QJsonObject json{{QStringLiteral("commander"), commander.id},
                             {QStringLiteral("distance"), std::isfinite(d) ? QJsonValue(units(d)) : QJsonValue()}};
            double range = -1;
            if (mBattle.ruleset == QLatin1String("fogr"))
                range = mData[QStringLiteral("values")][QStringLiteral("commandRange")][QStringLiteral("ranks")][commander.rank].toDouble(-1);
            else if (mBattle.ruleset == QLatin1String("olddessauer"))
                range = units(measurementValue(mData, "commandDistance") * 25.4);
            if (range >= 0) {
                json[QStringLiteral("range")] = range;
                json[QStringLiteral("inRange")] = d <= range * mMm;
            }
            result.append(json);
        }
        return result;
    }

    MeasureCache *mCache;
    std::vector<quint64> mSerials; // with a cache: each unit's shape serial
    mutable QHash<const UnitShape *, QByteArray> mSightBlockersKey;
    const core::Battle &mBattle;
    QJsonObject mData;
    double mMm;
    double mWithin;
    double mTolerance; // mm: the battle's contact tolerance
    std::vector<UnitShape> mShapes;
    std::vector<geometry::Polygon> mTerrain;
    // Every base on the table, its unit, and the R-tree over them.
    std::vector<geometry::Footprint> mFootprints;
    std::vector<int> mOwner;
    std::vector<std::size_t> mFirst; // each unit's first base in mFootprints
    geometry::BaseIndex mIndex;
    // Read from mData when first needed (value(), sightTerrainTypes(), fogrFacts, shootingFacts).
    mutable QHash<const char *, double> mValues;
    mutable std::optional<QStringList> mSightTerrain;
    mutable std::optional<QStringList> mMounted;
    mutable std::optional<QJsonObject> mWeapons;
    // Held while those, mValues and mSightBlockersKey are read or filled: unitBothWays measures
    // the enemies on several threads.
    mutable std::recursive_mutex mLazy;
};

// Nieuport 1600 on its hex map: distances by N1600 1.2, the arc of the enemy a unit stands in
// (N1600 7), fire zones (N1600 10.4), line of sight (N1600 10.2) and line of command to the wing
// commander (N1600 5.1.1).

} // namespace

QJsonObject measureTable(const core::Battle &battle, int onlyUnit, double within)
{
    const Measurer measurer(battle, within);
    QJsonArray units;
    for (int u = 0; u < int(battle.units.size()); ++u) {
        if (onlyUnit < 0 || u == onlyUnit)
            units.append(measurer.unitFacts(u));
    }
    QJsonObject json = measurer.basePairs();
    json[QStringLiteral("within")] = within;
    json[QStringLiteral("units")] = units;
    return json;
}

UnitMeasurement measureTableUnit(const core::Battle &battle, int unit, double within,
                                 MeasureCache *cache)
{
    return Measurer(battle, within, cache).unitBothWays(unit);
}

} // namespace adjutant::measure
