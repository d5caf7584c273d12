# The reconciliation panel: receipts missing or duplicated at the provider, and the operator's repairs.
target_sources(atlaslab_ui PRIVATE
    reconciliation/ReconciliationPanel.h reconciliation/ReconciliationPanel.cpp
)
