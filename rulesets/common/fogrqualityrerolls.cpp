// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/common/fogrqualityrerolls.h"

namespace adjutant::rulesets {

namespace {

// FoGR, Battle Group Quality - Quality Re-Rolls: "For any re-roll of 1's, 2's and 3's the
// re-rolled dice is never taken as less than the original roll ... an elite battle group rolling
// two 2's for a score of four gets two re-rolls. If these come up say 6 and 1, the score is
// counted as eight". Read as: the re-roll of any die showing 1, 2 or 3 never counts below the
// original. The example is an elite's ordinary (1s and 2s) re-roll of a summed test, so the rule
// is not confined to the commander-raised 1s-2s-3s level (which only applies to close combat
// 'to hit' dice, where a re-rolled miss counted as its original is still a miss and the rule
// would never change anything). Poor troops' forced re-roll of 6s is not covered: it can fall.
constexpr bool kLowRerollsNeverFall = true;

} // namespace

RerollPolicy fogrQualityRerolls(FogrQuality quality, bool commanderInFrontRank)
{
    switch (quality) {
    case FogrQuality::Elite:
        // FoGR, Quality Re-Rolls: "Elite troops can re-roll 1's and 2's"; with a commander in
        // the front rank in close combat "Elite troops re-roll 1's, 2's and 3's".
        return commanderInFrontRank ? RerollPolicy::optional({1, 2, 3}, kLowRerollsNeverFall)
                                    : RerollPolicy::optional({1, 2}, kLowRerollsNeverFall);
    case FogrQuality::Superior:
        // FoGR, Quality Re-Rolls: "Superior troops can re-roll 1's"; raised: "superior 1's and
        // 2's".
        return commanderInFrontRank ? RerollPolicy::optional({1, 2}, kLowRerollsNeverFall)
                                    : RerollPolicy::optional({1}, kLowRerollsNeverFall);
    case FogrQuality::Average:
        // FoGR, Quality Re-Rolls: average troops have no re-roll; raised: "average 1's".
        return commanderInFrontRank ? RerollPolicy::optional({1}, kLowRerollsNeverFall)
                                    : RerollPolicy::none();
    case FogrQuality::Poor:
        // FoGR, Quality Re-Rolls: "Poor troops must re-roll 6's"; raised: "poor troops need not
        // re-roll their 6's".
        return commanderInFrontRank ? RerollPolicy::none() : RerollPolicy::forced({6});
    }
    return RerollPolicy::none();
}

} // namespace adjutant::rulesets
