// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the drag benchmarks share (bench_tabledrag, bench_hexdrag): how many moves a drag makes,
// percentiles of the moves' times, and the measuring overlays and inspector of the dragged unit.
#include "app/gui/docks/inspectordock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/table/measureoverlays.h"
#include "rulesets/measurebattle.h"
#include "rulesets/tablerules.h"

#include <QtGlobal>

#include <algorithm>
#include <memory>
#include <vector>

namespace dragbench {

// ADJUTANT_BENCH_MOVES=n: n moves a drag instead of `usual`.
inline int movesPerDrag(int usual)
{
    const int moves = qEnvironmentVariableIntValue("ADJUTANT_BENCH_MOVES");
    return moves > 0 ? moves : usual;
}

inline double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const std::size_t at =
        std::min(values.size() - 1, std::size_t(p * double(values.size() - 1) + 0.5));
    return values[at];
}

// Every overlay of the rule set switched on over `scene`, and the inspector showing the facts;
// `answers` counts the facts the overlays give.
struct Measuring
{
    std::unique_ptr<adjutant::app::MeasureOverlays> overlays;
    std::unique_ptr<adjutant::app::InspectorDock> inspector;
    int answers = 0;

    Measuring(adjutant::app::TableScene *scene, const adjutant::app::BattleDocument &document)
        : overlays(std::make_unique<adjutant::app::MeasureOverlays>(scene)),
          inspector(std::make_unique<adjutant::app::InspectorDock>())
    {
        for (const adjutant::rulesets::OverlayInfo &overlay :
             adjutant::rulesets::tableRulesOf(document.battle()).overlays())
            overlays->setShown(overlay.key, true);
        QObject::connect(overlays.get(), &adjutant::app::MeasureOverlays::factsChanged,
                         [this] { ++answers; });
        inspector->setSources(&document, overlays.get());
        inspector->resize(360, 700);
        inspector->show();
    }
};

} // namespace dragbench
