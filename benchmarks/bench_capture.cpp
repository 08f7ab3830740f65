// SPDX-License-Identifier: GPL-3.0-or-later
// Capture from a photo (docs/capture.md, Speed): the whole photo to base poses, the product
// (capture::findMarkers, then captureTable) beside the plain pipeline, the peer
// (OpenCV's detector with default parameters, then a homography), on the same synthetic photo.
// The goal (issue 32): 200 markers found and matched in a 12-megapixel photo in 1 s or less on
// this 2-core machine. The photo is rendered once, outside the timed loop: a phone 1.6 m above
// a 6 x 4 ft table, tilted 20 degrees, blur 0.8 px, noise, JPEG quality 70, vignetting and a
// 2 : 1 light gradient; 200 bases with 10 mm markers 3 mm above the table and 12 table markers
// at its corners and along its edges.
// Counters: `markers` seen (any id, table markers included), `found` base markers within 3 mm of
// their truth (of `visible`), `wrong` poses (an id where its base is not, or seen twice), position
// and facing error p95 over those found. A run of the product that places a base wrongly, or
// misses a visible marker at blur 0.8, fails (the program exits 1), so the small variant, ctest's
// bench_capture_small, checks that it still finds them. /blurred12MP is the same photo at blur
// 1.5, its misses only counted.
// Run: build/benchmarks/bench_capture (--benchmark_filter=/12MP for the goal's photo alone,
// /small for the 2-megapixel one)
#include "capture/basepose.h"
#include "capture/markers.h"
#include "capture/testing/plainpipeline.h"
#include "capture/testing/syntheticphoto.h"

#include <QHash>
#include <QRandomGenerator>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>
#include <utility>
#include <vector>

using namespace adjutant;
using capture::BaseMarker;
using capture::BasePose;
using capture::MarkerPlacement;
using capturetesting::Degradation;
using capturetesting::SyntheticCamera;
using capturetesting::SyntheticPhoto;
using capturetesting::SyntheticScene;

namespace {

constexpr int firstTableId = 230;
constexpr double baseHeight = 3.0;    // mm: the marker on its base's top
constexpr double mostPlacement = 3.0; // mm: further from its truth, a base is wrong

bool failed = false; // a product run that missed or misplaced a marker: main returns 1

// A table, its bases and the phone over it.
struct Setup
{
    QSizeF table;
    int columns = 0, rows = 0; // bases in a grid
    double markerMm = 10.0;    // their markers' printed side
    int alongLong = 0;         // table markers along each long edge between the corners
    int alongShort = 0;        // and along each short edge
    SyntheticCamera camera;
    double blur = 0.8; // px
    double occluded = 0.0; // the share of base markers a figure partly covers
    // Whether a visible marker missed fails the run (the goal up to blur 0.8); a base
    // placed wrongly always does.
    bool findsEvery = true;
};

// The photo: 12 megapixels of a 6 x 4 ft table (1829 x 1219 mm) and 200 bases. From
// 1.6 m with a phone's 26 mm lens (focal length 0.6 times the diagonal), tilted 20 degrees, the
// table fills the photo's width at its near edge: 1.6 to 1.8 pixels a millimetre, a 10 mm
// marker 16 to 18 pixels wide.
Setup twelveMegapixels()
{
    Setup s;
    s.table = QSizeF(1829, 1219);
    s.columns = 20;
    s.rows = 10;
    s.alongLong = 3;
    s.alongShort = 1;
    s.camera.height = 1600;
    s.camera.tiltDegrees = 20;
    s.camera.target = QPointF(914.5, 609.5);
    s.camera.focalPixels = 3000;
    s.camera.imageSize = QSize(4000, 3000);
    return s;
}

// The same photo softer: blur 1.5 px, where the 2-megapixel tests find 84 % of the markers and
// most of them only in the re-read of small candidates, the pass whose cost grows with them.
Setup blurredTwelveMegapixels()
{
    Setup s = twelveMegapixels();
    s.blur = 1.5;
    s.findsEvery = false;
    return s;
}

// A webcam's 1080p frame (Table > Capture from Camera): a typical 70-degree webcam 1.75 m over
// the same table, tilted 5 degrees, sees all of it at about 0.8 pixel a millimetre: the table
// markers are read, the 10 mm base markers (8 pixels) mostly are not. The camera window searches
// its newest frame as soon as the last is done: the issue asks for at least two a second.
Setup webcam1080p()
{
    Setup s = twelveMegapixels();
    s.camera.height = 1750;
    s.camera.tiltDegrees = 5;
    s.camera.focalPixels = 1370;
    s.camera.imageSize = QSize(1920, 1080);
    s.findsEvery = false;
    return s;
}

// The same webcam with the sticker sheet's largest base markers, 20 mm (16 pixels).
Setup webcam1080pLargeMarkers()
{
    Setup s = webcam1080p();
    s.markerMm = 20.0;
    return s;
}

// The capture tests' photo (tests/capture/capturescenes.h): 2 megapixels of a 600 x 400 mm
// table, 24 bases, about 1.9 pixels a millimetre. ctest runs it once: a second or two.
Setup small()
{
    Setup s;
    s.table = QSizeF(600, 400);
    s.columns = 6;
    s.rows = 4;
    s.alongLong = 1;
    s.alongShort = 0;
    s.camera.height = 1200;
    s.camera.tiltDegrees = 20;
    s.camera.turnDegrees = 30;
    s.camera.target = QPointF(300, 200);
    s.camera.focalPixels = 2600;
    s.camera.imageSize = QSize(1600, 1200);
    return s;
}

SyntheticScene sceneOf(const Setup &setup)
{
    SyntheticScene scene;
    scene.table = setup.table;
    const double w = setup.table.width(), h = setup.table.height();
    // 20 mm table markers, 25 mm in from the edges: the corners, then evenly along each edge.
    QList<QPointF> at = {{25, 25}, {w - 25, 25}, {w - 25, h - 25}, {25, h - 25}};
    for (int k = 1; k <= setup.alongLong; ++k) {
        const double x = 25 + (w - 50) * k / (setup.alongLong + 1);
        at += {QPointF(x, 25), QPointF(x, h - 25)};
    }
    for (int k = 1; k <= setup.alongShort; ++k) {
        const double y = 25 + (h - 50) * k / (setup.alongShort + 1);
        at += {QPointF(25, y), QPointF(w - 25, y)};
    }
    for (const QPointF &p : at)
        scene.tableMarkers.append({firstTableId + int(scene.tableMarkers.size()), p, 0.0, 20.0});
    // The bases in a grid 90 mm in from the edges, each moved up to 10 mm and turned anyhow.
    QRandomGenerator random(32);
    const double dx = (w - 180) / (setup.columns - 1), dy = (h - 180) / (setup.rows - 1);
    for (int k = 0; k < setup.columns * setup.rows; ++k) {
        const QPointF centre(90 + dx * (k % setup.columns) + random.bounded(20.0) - 10,
                             90 + dy * (k / setup.columns) + random.bounded(20.0) - 10);
        scene.baseMarkers.append({k, centre, random.bounded(360.0), setup.markerMm, baseHeight});
    }
    return scene;
}

struct Rendered
{
    SyntheticScene scene;
    SyntheticPhoto photo;
    QList<BaseMarker> expected;
};

// Each setup's photo, rendered the first time a benchmark asks for it, outside its timed loop.
const Rendered &rendered(const Setup &setup)
{
    static std::map<std::tuple<int, double, double, double, double>, Rendered> photos;
    const std::tuple key(setup.camera.imageSize.width(), setup.blur, setup.markerMm, setup.camera.tiltDegrees,
                         setup.occluded);
    auto it = photos.find(key);
    if (it != photos.end())
        return it->second;
    Rendered r;
    r.scene = sceneOf(setup);
    Degradation d;
    d.blurSigma = setup.blur;
    d.noiseSigma = 3;
    d.jpegQuality = 70;
    d.vignetting = 0.3;
    d.lightRatio = 2;
    d.seed = 7;
    d.occluded = setup.occluded;
    r.photo = capturetesting::render(r.scene, setup.camera, d);
    for (const MarkerPlacement &m : r.scene.baseMarkers)
        r.expected.append({m.id, m.height});
    return photos.emplace(key, std::move(r)).first->second;
}

double angleBetween(double a, double b)
{
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360.0 - d);
}

double p95(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t rank = size_t(std::ceil(0.95 * double(values.size())));
    return values[std::clamp<size_t>(rank, 1, values.size()) - 1];
}

struct Tally
{
    int missed = 0; // visible base markers not found
    int wrong = 0;
};

// The poses against the truth, as counters.
Tally report(benchmark::State &state, const Rendered &r, const QList<BasePose> &poses)
{
    QHash<int, MarkerPlacement> truth;
    for (const MarkerPlacement &m : r.scene.baseMarkers)
        truth.insert(m.id, m);
    QHash<int, int> times;
    for (const BasePose &p : poses)
        ++times[p.id];
    std::vector<double> position, facing;
    int wrong = 0;
    for (const BasePose &p : poses) {
        const QPointF d = truth.contains(p.id) ? p.centre - truth[p.id].centre : QPointF(1e9, 0);
        const double error = std::hypot(d.x(), d.y());
        if (error > mostPlacement || times[p.id] > 1) {
            ++wrong;
            continue;
        }
        position.push_back(error);
        facing.push_back(angleBetween(p.facingDegrees, truth[p.id].facingDegrees));
    }
    // Visible: wholly in the photo and not covered by a figure.
    int visible = 0;
    for (const MarkerPlacement &m : r.scene.baseMarkers)
        visible += r.photo.outOfView.contains(m.id) || r.photo.occluded.contains(m.id) ? 0 : 1;
    state.counters["visible"] = visible;
    state.counters["found"] = double(position.size());
    state.counters["wrong"] = wrong;
    state.counters["posP95mm"] = p95(position);
    state.counters["faceP95deg"] = p95(facing);
    state.counters["megapixels"] = r.photo.image.width() * r.photo.image.height() / 1e6;
    return {std::max(0, visible - int(position.size())), wrong};
}

// The product: every marker in the photo, the camera from the table markers, the bases' poses.
void product(benchmark::State &state, const Setup &setup)
{
    const Rendered &r = rendered(setup);
    capture::TableCapture result;
    qsizetype seen = 0;
    for (auto _ : state) {
        const capture::MarkerSearch search = capture::findMarkers(r.photo.image);
        result = capture::captureTable(search.markers, r.scene.tableMarkers, r.expected,
                                       r.photo.image.size());
        seen = search.markers.size();
        benchmark::DoNotOptimize(result);
    }
    state.counters["markers"] = double(seen);
    if (!result.error.isEmpty()) {
        failed = true;
        state.SkipWithError(qPrintable(result.error));
    } else if (const Tally t = report(state, r, result.bases); t.wrong > 0) {
        failed = true;
        state.SkipWithError("a base placed wrongly: a misread or a duplicate");
    } else if (setup.findsEvery && t.missed > 0) {
        failed = true;
        state.SkipWithError("a visible base marker missed");
    }
}

// The peer on the same photo: OpenCV's defaults, then a homography from the table markers.
void peer(benchmark::State &state, const Setup &setup)
{
    const Rendered &r = rendered(setup);
    QList<BasePose> poses;
    qsizetype seen = 0;
    for (auto _ : state) {
        const QList<capture::SeenMarker> markers = capturetesting::plainFindMarkers(r.photo.image);
        poses = capturetesting::plainPoses(markers, r.scene.tableMarkers);
        seen = markers.size();
        benchmark::DoNotOptimize(poses);
    }
    state.counters["markers"] = double(seen);
    report(state, r, poses);
}

// OpenCV's detector runs on every core (cv::parallel_for_): wall-clock time, not CPU time.
BENCHMARK_CAPTURE(product, 12MP, twelveMegapixels())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(peer, 12MP, twelveMegapixels())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(product, blurred12MP, blurredTwelveMegapixels())
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(peer, blurred12MP, blurredTwelveMegapixels())
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(product, webcam1080p, webcam1080p())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(peer, webcam1080p, webcam1080p())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(product, webcam1080p20mm, webcam1080pLargeMarkers())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(peer, webcam1080p20mm, webcam1080pLargeMarkers())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(product, small, small())->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(peer, small, small())->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    // The 12-megapixel photo under each condition of docs/capture.md's table (tilt, blur, figures
    // covering markers), product beside peer: run by hand with --benchmark_filter=/conditions/.
    struct Condition
    {
        double tilt, blur, occluded;
    };
    for (const Condition &c : {Condition{0, 0, 0}, Condition{10, 0.8, 0}, Condition{20, 0.8, 0}, Condition{25, 0.8, 0},
                               Condition{30, 0.8, 0}, Condition{20, 0.8, 0.2}, Condition{20, 1.2, 0},
                               Condition{20, 1.5, 0}, Condition{35, 1.5, 0}}) {
        Setup setup = twelveMegapixels();
        setup.camera.tiltDegrees = c.tilt;
        setup.blur = c.blur;
        setup.occluded = c.occluded;
        setup.findsEvery = false; // measured, not asserted: the tests assert the goals
        const std::string name = "/conditions/tilt" + std::to_string(int(c.tilt)) + "/blur"
            + QString::number(c.blur).toStdString() + "/covered" + std::to_string(int(c.occluded * 100));
        for (const auto &[which, run] : {std::pair{"product", &product}, std::pair{"peer", &peer}})
            benchmark::RegisterBenchmark((which + name).c_str(), run, setup)
                ->Unit(benchmark::kMillisecond)
                ->UseRealTime()
                ->Iterations(2);
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    const size_t ran = benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    // A filter that matches nothing would pass unseen.
    return failed || ran == 0 ? 1 : 0;
}
