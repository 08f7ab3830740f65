// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/capture.h"

#include "app/cli/cli.h"
#include "app/cli/output.h"
#include "app/cli/usageerror.h"
#include "capture/proposal.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace adjutant::cli {

namespace {

// An option's number, within [least, most], or a usage error naming it.
double number(const QCommandLineParser &parser, const QString &option, double least, double most)
{
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < least || value > most)
        throw UsageError{QStringLiteral("--%1: %2 is not a number from %3 to %4")
                             .arg(option, parser.value(option)).arg(least).arg(most)};
    return value;
}

// The lens calibration saved by `calibrate`, or an error naming the file and what is wrong.
capture::LensCalibration lensFrom(const QString &path)
{
    QString error;
    const std::optional<capture::LensCalibration> lens = capture::readLens(path, &error);
    if (!lens)
        throw core::Error(error);
    return *lens;
}

// A base's place in the battle's own terms: x, y (table units) and facing; or a hex and vertex.
QJsonObject placeJson(const core::Battle &battle, const core::Base &base)
{
    QJsonObject json = core::baseMovePayload(battle, {}, base);
    json.remove(QStringLiteral("unit"));
    json.remove(QStringLiteral("id"));
    return json;
}

QString statusKey(capture::CapturedUnit::Status status)
{
    switch (status) {
    case capture::CapturedUnit::Status::Moved:
        return QStringLiteral("moved");
    case capture::CapturedUnit::Status::InPlace:
        return QStringLiteral("inPlace");
    case capture::CapturedUnit::Status::NotSeen:
        return QStringLiteral("notSeen");
    case capture::CapturedUnit::Status::NoMarker:
        break;
    }
    return QStringLiteral("noMarker");
}

QJsonObject photoJson(const capture::PhotoCapture &photo)
{
    QJsonObject json{{QStringLiteral("file"), photo.name}};
    if (!photo.table.error.isEmpty()) {
        json.insert(QStringLiteral("error"), photo.table.error);
        return json;
    }
    const capture::TableMapping &mapping = photo.table.mapping;
    json.insert(QStringLiteral("width"), photo.size.width());
    json.insert(QStringLiteral("height"), photo.size.height());
    json.insert(QStringLiteral("markersSeen"), photo.markersSeen);
    json.insert(QStringLiteral("tableMarkersSeen"), mapping.tableMarkersSeen());
    json.insert(QStringLiteral("focalPixels"), std::round(mapping.focalPixels() * 10.0) / 10.0);
    json.insert(QStringLiteral("focalEstimated"), mapping.focalEstimated());
    json.insert(QStringLiteral("reprojectionErrorPixels"), std::round(mapping.reprojectionError() * 1000.0) / 1000.0);
    return json;
}

QJsonArray words(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonObject unitJson(const core::Battle &battle, const capture::CapturedUnit &captured)
{
    const core::Unit &unit = battle.units[captured.unit];
    QJsonObject json{{QStringLiteral("unit"), unit.id},
                     {QStringLiteral("name"), unit.name},
                     {QStringLiteral("status"), statusKey(captured.status)},
                     {QStringLiteral("markers"), captured.markers},
                     {QStringLiteral("markersSeen"), captured.markersSeen},
                     {QStringLiteral("acceptedByDefault"), captured.acceptedByDefault()},
                     {QStringLiteral("warnings"), words(captured.warnings)},
                     {QStringLiteral("notes"), words(captured.notes)}};
    if (captured.bases.isEmpty())
        return json;
    json.insert(QStringLiteral("movedMillimetres"), std::round(captured.movedMm * 100.0) / 100.0);
    QJsonArray bases;
    for (const capture::CapturedBase &base : captured.bases) {
        bases.append(QJsonObject{{QStringLiteral("id"), base.placed.id},
                                 {QStringLiteral("seen"), base.seen},
                                 {QStringLiteral("from"), placeJson(battle, unit.bases[base.base])},
                                 {QStringLiteral("to"), placeJson(battle, base.placed)},
                                 {QStringLiteral("movedMillimetres"), std::round(base.movedMm * 100.0) / 100.0},
                                 {QStringLiteral("turnedDegrees"), std::round(base.turnedDegrees * 100.0) / 100.0}});
    }
    json.insert(QStringLiteral("bases"), bases);
    return json;
}

} // namespace

void addCaptureOptions(QCommandLineParser &parser)
{
    const capture::CaptureSettings defaults;
    parser.addOptions(
        {{QStringLiteral("apply"), QStringLiteral("Record the moves of the units without a warning as one step.")},
         {QStringLiteral("base-height"), QStringLiteral("How far the markers sit above the table: the bases' thickness (mm)."),
          QStringLiteral("mm"), QString::number(defaults.heightMm)},
         {QStringLiteral("marker-size"), QStringLiteral("The printed base markers' side (mm)."), QStringLiteral("mm"),
          QString::number(defaults.markerMm)},
         {QStringLiteral("hex-size"), QStringLiteral("A hex map's hexes across the flats (mm)."), QStringLiteral("mm"),
          QString::number(defaults.hexAcrossFlatsMm)},
         {QStringLiteral("focal"), QStringLiteral("The camera's focal length in pixels (default: from the table markers)."),
          QStringLiteral("pixels")},
         {QStringLiteral("calibration"), QStringLiteral("The camera's lens, as `calibrate` wrote it (overrides --focal)."),
          QStringLiteral("FILE.json")}});
}

int cmdCapture(const QCommandLineParser &parser, const QStringList &args)
{
    capture::CaptureSettings settings;
    settings.heightMm = number(parser, QStringLiteral("base-height"), 0.0, 50.0);
    settings.markerMm = number(parser, QStringLiteral("marker-size"), capture::kSmallestBaseMarkerMm,
                               capture::kLargestBaseMarkerMm);
    settings.hexAcrossFlatsMm = number(parser, QStringLiteral("hex-size"), 10.0, 200.0);
    if (parser.isSet(QStringLiteral("focal")))
        settings.focalPixels = number(parser, QStringLiteral("focal"), 100.0, 100000.0);
    if (parser.isSet(QStringLiteral("calibration")))
        settings.lens = lensFrom(parser.value(QStringLiteral("calibration")));

    const auto session = openBattle(args[0]);
    const core::Battle &battle = session->battle();
    QList<capture::PhotoCapture> photos;
    for (const QString &path : args.mid(1))
        photos.append(capture::capturePhoto(battle, path, settings));
    const capture::CaptureProposal proposal = capture::propose(battle, photos, settings);
    if (!proposal.error.isEmpty())
        throw core::Error(proposal.error);

    QJsonObject json;
    QJsonArray photoList;
    for (const capture::PhotoCapture &photo : proposal.photos)
        photoList.append(photoJson(photo));
    QJsonArray units;
    QList<int> accepted;
    for (const capture::CapturedUnit &captured : proposal.units) {
        units.append(unitJson(battle, captured));
        if (captured.acceptedByDefault())
            accepted << captured.unit;
    }
    json.insert(QStringLiteral("photos"), photoList);
    json.insert(QStringLiteral("units"), units);
    json.insert(QStringLiteral("warnings"), words(proposal.warnings));
    const std::optional<core::Change> change = capture::capturedChange(battle, proposal, accepted);
    json.insert(QStringLiteral("proposed"), change ? change->toJson() : QJsonValue());
    if (parser.isSet(QStringLiteral("apply"))) {
        if (change) {
            session->record(*change);
            const core::Event &event = session->events().last();
            json.insert(QStringLiteral("applied"), QJsonObject{{QStringLiteral("seq"), event.seq},
                                                               {QStringLiteral("description"), event.description}});
        } else {
            json.insert(QStringLiteral("applied"), QJsonValue());
        }
    }
    printOutput(json);
    return 0;
}

} // namespace adjutant::cli
